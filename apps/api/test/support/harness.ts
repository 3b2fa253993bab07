/**
 * An app built from test deps (ManualClock, dev mailbox, silent log) and a small client that
 * calls it in-process. Each harness gets its own client address, so per-IP limits of one test
 * never touch another's (TRUST_PROXY is on, so X-Forwarded-For is the address).
 */
import { randomInt } from 'node:crypto';
import { ErrorCatalogue, type ErrorCode, isErrorCode } from '@payrail/contract/errors';
import pino, { type Logger } from 'pino';
import type { Db } from '#db/client.ts';
import { ManualClock } from '#lib/clock.ts';
import type { Deps } from '#lib/deps.ts';
import { type RegisteredRoute, registry } from '#lib/route.ts';
import { devMailbox, type Mailer } from '#mail/mailer.ts';
import { createApp } from '#src/app.ts';
import type { Config } from '#src/config.ts';

export const silentLog = pino({ level: 'silent' });

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent/payrail-test',
    databaseUrl: undefined,
    appUrl: 'http://payrail.test',
    mode: 'sandbox',
    smtpUrl: undefined,
    mailFrom: 'Payrail <no-reply@payrail.test>',
    logLevel: 'silent',
    trustProxy: true,
    seedDemo: false,
    bodyLimitBytes: 64 * 1024,
    webDist: undefined,
    secretsKey: Buffer.alloc(32, 7),
    ...overrides,
  };
}

/** A random private address; distinct per harness so per-IP counters never collide. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export type CallOptions = {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with a JSON content type (for malformed bodies). */
  raw?: string;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
};

export type Answer = {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field in the tests
  body: any;
  text: string;
};

export type Harness = ReturnType<typeof harness>;

export function harness(
  db: Db,
  opts: { mailer?: Mailer; config?: Partial<Config>; clock?: ManualClock; log?: Logger } = {},
) {
  const clock = opts.clock ?? new ManualClock();
  const deps: Deps = {
    db,
    config: testConfig(opts.config),
    clock,
    mailer: opts.mailer ?? devMailbox(db, silentLog),
    log: opts.log ?? silentLog,
  };
  const app = createApp(deps);
  const ip = randomIp();

  async function call(method: string, path: string, o: CallOptions = {}): Promise<Answer> {
    const headers = new Headers(o.headers);
    headers.set('x-forwarded-for', o.ip ?? ip);
    if (o.token) headers.set('authorization', `Bearer ${o.token}`);
    let body: string | undefined;
    if (o.raw !== undefined) body = o.raw;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const wrong = catalogueProblem(res.status, json) ?? declaredCodeProblem(method, path, json);
    if (wrong) throw new Error(`${method} ${path}: ${wrong}: ${text.slice(0, 500)}`);
    return { status: res.status, headers: res.headers, body: json, text };
  }

  return {
    app,
    deps,
    db,
    clock,
    ip,
    call,
    get: (path: string, o?: CallOptions) => call('GET', path, o),
    post: (path: string, body?: unknown, o?: CallOptions) => call('POST', path, { ...o, body }),
  };
}

/**
 * Why an answer breaks the error catalogue (packages/contract/src/errors.ts), or undefined: an
 * `errorCode` the catalogue does not list, or a status the catalogue does not give that code.
 * Every harness call checks it, so every API test enforces the catalogue.
 */
export function catalogueProblem(status: number, body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('errorCode' in body)) return undefined;
  const code = body.errorCode;
  if (!isErrorCode(code)) return `errorCode ${JSON.stringify(code)} is not in the error catalogue`;
  const entry = ErrorCatalogue[code];
  const allowed: readonly number[] = [entry.status, ...(entry.also ?? [])];
  if (!allowed.includes(status))
    return `errorCode ${code} answered with ${status}, the catalogue says ${allowed.join('/')}`;
  return undefined;
}

/**
 * The registered route a request reaches (lib/route.ts `registry`): same method, and a path that
 * matches the route's pattern, `{param}` standing for one segment. Where a literal route and a
 * parameter route both match (`/payment-links/summary`, `/payment-links/{ref}`), the one with more
 * literal segments wins. The query and a trailing slash are ignored, as routing ignores them.
 */
export function routeOf(method: string, url: string): RegisteredRoute | undefined {
  // Resolved as the request's URL is (dot segments such as `/.` and `/%2e/..` removed), so a
  // generated parameter of "." is checked against the route it really reaches.
  const path = new URL(url, 'http://payrail.test').pathname.replace(/(.)\/$/, '$1');
  const segments = path.split('/');
  let best: { route: RegisteredRoute; literals: number } | undefined;
  for (const route of registry) {
    if (route.method !== method.toUpperCase()) continue;
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every((p, i) => (/^\{\w+\}$/.test(p) ? segments[i] !== '' : p === segments[i]));
    if (!matches) continue;
    const literals = pattern.filter((p) => !p.startsWith('{')).length;
    if (!best || literals > best.literals) best = { route, literals };
  }
  return best?.route;
}

/**
 * Why an answer's `errorCode` breaks the route's declaration, or undefined: a code the route's
 * descriptor does not declare (its `errors` and the codes every endpoint of its kind shares). Routes
 * not yet declared by a descriptor (`codes` undefined) and paths no route matches are not checked.
 * Every harness call checks it, so every API test enforces each operation's list of codes.
 */
export function declaredCodeProblem(method: string, url: string, body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('errorCode' in body)) return undefined;
  const route = routeOf(method, url);
  if (!route?.codes) return undefined;
  const code = body.errorCode as ErrorCode;
  if (route.codes.includes(code)) return undefined;
  return `errorCode ${code} is not among the codes ${route.method} ${route.path} declares (${route.codes.join(', ')})`;
}

/** Asserts the error shape of DESIGN.md §3 and returns the body. */
export function errorBody(a: Answer, status: number, errorCode?: string) {
  if (a.status !== status) {
    throw new Error(`expected ${status}, got ${a.status}: ${a.text.slice(0, 500)}`);
  }
  const b = a.body as { message?: unknown; errorCode?: unknown; errors?: unknown } | undefined;
  if (!b || typeof b.message !== 'string' || typeof b.errorCode !== 'string') {
    throw new Error(`not an error body: ${a.text.slice(0, 500)}`);
  }
  if (errorCode !== undefined && b.errorCode !== errorCode) {
    throw new Error(`expected errorCode ${errorCode}, got ${b.errorCode}: ${a.text.slice(0, 500)}`);
  }
  const extra = Object.keys(b).filter((k) => !['message', 'errorCode', 'errors'].includes(k));
  if (extra.length) throw new Error(`unexpected fields in an error body: ${extra.join(', ')}`);
  return b as { message: string; errorCode: string; errors?: Record<string, string[]> };
}
