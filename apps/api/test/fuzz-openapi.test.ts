/**
 * Fuzzing every operation of the OpenAPI document (issue 10 item 8, "No 5xx from input"): for each
 * operation, public or behind the owner's session (so the handlers are reached), fast-check sends
 * bodies, query strings and path parameters generated from the document's own schemas, spoiled
 * with NUL bytes, lone surrogates, huge and tiny numbers, wrong types, prototype keys, arrays for
 * objects and invalid percent-encoding (support/fuzz-values.ts). No answer may be a 5xx, and an
 * error answer is the error envelope with a code of its own (never INTERNAL_ERROR for a 4xx).
 *
 * The run is bounded (FUZZ_RUNS per operation, 40: about 3,200 requests, under a minute on PGlite
 * on two cores); the seed is printed, and FUZZ_SEED=<n> replays a run. Every failing operation is
 * listed with the smallest input found. FUZZ_SURVEY=1 runs every input without stopping at a
 * failure and counts the wrong answers (the figures of the issue); FUZZ_ONLY=<text> keeps the
 * operations whose "METHOD /path" contains it, and FUZZ_VERBOSE=1 prints every request and answer.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { issueKeys } from './support/api-keys.ts';
import { useDatabase } from './support/database.ts';
import {
  badParam,
  encodeParam,
  type JsonSchema,
  nasty,
  SchemaArbitraries,
  toJson,
} from './support/fuzz-values.ts';
import { type Answer, catalogueProblem, type Harness, harness } from './support/harness.ts';
import { pdf, upload } from './support/kyb.ts';
import { createLink, PAY } from './support/payments.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const SURVEY = process.env.FUZZ_SURVEY === '1';
const ONLY = process.env.FUZZ_ONLY;

type Operation = {
  method: string;
  path: string;
  secured: boolean;
  params: { name: string; in: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
};
type Sent = { method: string; url: string; contentType: string | undefined; body: string | undefined };

let t: Harness;
let owner: { email: string; password: string; token: string };
let arbs: SchemaArbitraries;
let operations: Operation[];
const fixtures: Record<string, string> = {};
const secretKeys = new Map<string, string>();
let ipCounter = 0;

beforeAll(async () => {
  t = harness(database.db);
  const user = await signedInUser(t);
  owner = { email: user.email, password: user.password as string, token: user.token };
  owner.token = await newSession();
  const publicLink = await createLink(t, owner.token, {
    name: 'Fuzz public',
    amountType: 'customer',
    amount: null,
    customFields: [{ key: 'order_no', label: 'Order number', type: 'text', required: false }],
  });
  const merchantLink = await createLink(t, owner.token, { name: 'Fuzz merchant', amount: 250_000 });
  const payer = { email: 'ada@example.com', name: 'Ada Obi', channel: 'bank_transfer' };
  // A link with a checkout cannot be deleted, so the fuzzed delete leaves the fixture in place.
  const started = await t.post(`${PAY}/${publicLink.ref}`, { ...payer, amount: 500_000 });
  if (started.status !== 201) throw new Error(`checkout: ${started.status} ${started.text}`);
  const other = await t.post(`${PAY}/${merchantLink.ref}`, payer);
  if (other.status !== 201) throw new Error(`checkout: ${other.status} ${other.text}`);
  const profile = await t.get('/api/v1/settings/profile', { token: owner.token });
  const document = await upload(t, owner.token, 'proof-of-address', pdf());
  Object.assign(fixtures, {
    publicRef: publicLink.ref,
    slug: publicLink.slug,
    merchantRef: merchantLink.ref,
    reference: started.body.responseBody.reference,
    profileId: profile.body.responseBody.id,
    kybDocumentId: document.body.responseBody.id,
  });
  const doc = (await t.get('/api/docs/openapi.json')).body;
  arbs = new SchemaArbitraries(doc.components?.schemas ?? {});
  operations = [];
  for (const [path, item] of Object.entries<Record<string, JsonSchema>>(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        secured: Array.isArray(op.security) && op.security.length > 0,
        params: (op.parameters ?? []).map((p: JsonSchema) => ({ name: p.name, in: p.in, schema: p.schema })),
        body: content['application/json']?.schema ?? content['multipart/form-data']?.schema,
      });
    }
  }
  // A second merchant holds the public API's secret keys (the fuzzed settings calls change the
  // owner's allow-list and roll its keys); each issue leaves the earlier keys working for 24 hours.
  const keyOwner = await signedInUser(t);
  for (const op of operations.filter((o) => o.path.startsWith('/api/paystack/'))) {
    const keys = await issueKeys(t, keyOwner.token, keyOwner.email);
    secretKeys.set(`${op.method} ${op.path}`, keys.test.secretKey);
  }
});

/** The fixture a path parameter names, so most requests reach an existing object. */
function fixtureFor(path: string, name: string): string {
  if (name === 'ref') return path.includes('/merchant/') ? fixtures.merchantRef! : fixtures.publicRef!;
  if (name === 'slug') return fixtures.slug!;
  if (name === 'reference') return fixtures.reference!;
  if (name === 'id' && path.includes('/kyb/')) return fixtures.kybDocumentId!;
  if (name === 'id' && path.includes('update-profile')) return fixtures.profileId!;
  if (name === 'id') return '1';
  return 'x'.repeat(20);
}

function pathValue(op: Operation, name: string, schema: JsonSchema) {
  return fc.oneof(
    { arbitrary: fc.constant(encodeParam(fixtureFor(op.path, name))), weight: 5 },
    { arbitrary: badParam, weight: 2 },
    { arbitrary: fc.constant(fixtureFor(op.path, name)).map((v) => `${encodeParam(v)}%00`), weight: 1 },
    { arbitrary: arbs.shaped(schema, name).map((v) => encodeParam(String(v))), weight: 1 },
  );
}

function queryValue(name: string, schema: JsonSchema) {
  const fromSchema = arbs.any(schema, name).map((v) => encodeParam(typeof v === 'string' ? v : toJson(v)));
  return fc.oneof({ arbitrary: fromSchema, weight: 3 }, { arbitrary: badParam, weight: 1 });
}

/** One request for an operation: its URL, its body as JSON text (or hostile text), its content type. */
function request(op: Operation): fc.Arbitrary<Sent> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const path = fc.tuple(...pathParams.map((p) => pathValue(op, p.name, p.schema))).map((values) => {
    let out = op.path;
    pathParams.forEach((p, i) => {
      out = out.replace(`{${p.name}}`, values[i]!);
    });
    return out;
  });
  const query = fc
    .tuple(...queryParams.map((p) => fc.option(queryValue(p.name, p.schema), { freq: 4 })))
    .map((values) =>
      queryParams
        .map((p, i) => (values[i] === null ? null : `${p.name}=${values[i]}`))
        .filter(Boolean)
        .join('&'),
    );
  const body = op.body
    ? fc.oneof(
        { arbitrary: arbs.oneSpoiled(op.body).map(toJson), weight: 5 },
        { arbitrary: arbs.shaped(op.body, '', 0, true).map(toJson), weight: 3 },
        { arbitrary: arbs.shaped(op.body).map(toJson), weight: 1 },
        { arbitrary: nasty.map(toJson), weight: 1 },
        { arbitrary: arbs.shaped(op.body).map((v) => toJson([v])), weight: 1 },
        {
          arbitrary: fc.constantFrom('{"a":', '\u0000', '{"x":"\\ud83d"}', '{"__proto__":{"a":1}}'),
          weight: 1,
        },
      )
    : fc.constant(undefined);
  const contentType = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 8 },
    { arbitrary: fc.constantFrom(undefined, 'text/plain', 'application/x-www-form-urlencoded'), weight: 1 },
  );
  return fc.tuple(path, query, body, contentType).map(([p, q, b, ct]) => ({
    method: op.method,
    url: q ? `${p}?${q}` : p,
    body: b,
    contentType: b === undefined ? undefined : ct,
  }));
}

/** A fresh client address for each request, so per-IP limits never stop the run (TRUST_PROXY is on). */
function nextIp(): string {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * Signs the owner in again: from a fresh address (the per-IP limit) and as the device of the first
 * sign-in (so the account's ceiling for unknown devices never turns it into a challenge).
 */
let deviceToken: string | undefined;
async function newSession(): Promise<string> {
  const res = await t.post(
    '/api/v2/auth/login',
    { email: owner.email, password: owner.password, channel: 'web', ...(deviceToken ? { deviceToken } : {}) },
    { ip: nextIp() },
  );
  const grant = res.body?.responseBody;
  if (res.status !== 200 || typeof grant?.token !== 'string')
    throw new Error(`the owner cannot sign in again: ${res.status} ${res.text}`);
  deviceToken = grant.deviceToken ?? deviceToken;
  return grant.token as string;
}

async function send(op: Operation, sent: Sent): Promise<Answer> {
  const ip = nextIp();
  const headers: Record<string, string> = {};
  if (sent.contentType) headers['content-type'] = sent.contentType;
  const call = (token?: string) =>
    t.call(sent.method, sent.url, {
      ip,
      headers,
      ...(token ? { token } : {}),
      ...(sent.body !== undefined ? { raw: sent.body } : {}),
    });
  // The public API takes a secret key: one per operation, so its per-key limit is never reached.
  if (op.path.startsWith('/api/paystack/')) return call(secretKeys.get(`${op.method} ${op.path}`));
  let answer = await call(op.secured ? owner.token : undefined);
  // Signing out (or a password change) ends the owner's session: sign in again and resend once.
  if (op.secured && answer.status === 401) {
    owner.token = await newSession();
    answer = await call(owner.token);
  }
  return answer;
}

/** What every answer to input must be: never a 5xx; a failure is the error envelope with its own code. */
function problem(a: Answer, path: string): string | undefined {
  if (a.status >= 500) return `answered ${a.status}`;
  if (a.status < 400) return undefined;
  // The public API answers in Paystack's envelope (modules/public-api/envelope.ts).
  if (path.startsWith('/api/paystack/')) {
    const p = a.body as { status?: unknown; message?: unknown } | undefined;
    return p?.status === false && typeof p.message === 'string'
      ? undefined
      : `answered ${a.status} without the public API's error envelope`;
  }
  const b = a.body as { message?: unknown; errorCode?: unknown } | undefined;
  if (typeof b?.message !== 'string' || typeof b?.errorCode !== 'string')
    return `answered ${a.status} without the error envelope`;
  if (b.errorCode === 'INTERNAL_ERROR') return `answered ${a.status} with errorCode INTERNAL_ERROR`;
  return catalogueProblem(a.status, b);
}

describe('fuzzing every operation of the OpenAPI document', () => {
  test('no input makes any operation answer a 5xx', { timeout: 300_000 }, async () => {
    console.log(`fuzz-openapi: seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${RUNS} runs per operation`);
    if (!ONLY) expect(operations.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let requests = 0;
    let wrongAnswers = 0;
    let serverErrors = 0;
    for (const op of operations.filter((o) => !ONLY || `${o.method} ${o.path}`.includes(ONLY))) {
      // The smallest failing input (fast-check's last failing run), or in a survey the first of each kind.
      const seen = new Map<string, string>();
      const statuses: Record<number, number> = {};
      const details = await fc.check(
        fc.asyncProperty(request(op), async (sent) => {
          requests += 1;
          const answer = await send(op, sent);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          if (process.env.FUZZ_VERBOSE) console.log(sent, answer.status, answer.text.slice(0, 300));
          const wrong = problem(answer, op.path);
          if (!wrong) return true;
          wrongAnswers += 1;
          if (answer.status >= 500) serverErrors += 1;
          if (!SURVEY || !seen.has(wrong))
            seen.set(
              wrong,
              `${wrong}: ${sent.method} ${sent.url.slice(0, 300)} content-type=${sent.contentType} body=${(sent.body ?? '').slice(0, 300)} → ${answer.text.slice(0, 200)}`,
            );
          return SURVEY;
        }),
        { numRuns: RUNS, seed: SEED },
      );
      // A run that threw (not a wrong answer) is a failure too, with what it threw.
      if (details.failed && !seen.size) seen.set('threw', `threw: ${String(details.errorInstance)}`);
      if (SURVEY) console.log(`fuzz-openapi: ${op.method} ${op.path} answered ${JSON.stringify(statuses)}`);
      if (details.failed || seen.size)
        failures.push(`${op.method} ${op.path}: ${[...seen.values()].join(' | ')}`);
    }
    console.log(
      `fuzz-openapi: ${operations.length} operations, ${requests} requests, ${failures.length} operations failing, ${wrongAnswers} wrong answers of which ${serverErrors} were 5xx`,
    );
    for (const f of failures) console.log(`fuzz-openapi: ${f}`);
    expect(failures).toEqual([]);
  });
});
