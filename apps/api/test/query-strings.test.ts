/**
 * Query strings, for every GET that takes one (issue 16): the list is generated from the contract's
 * descriptors (every `packages/contract/src/*.ts` export that is an endpoint with a query schema)
 * and from the public API's declared operations, not written out. Each parameter is sent twice
 * (`?perPage=1&perPage=2`), which must be a 4xx naming it with "Give this parameter once", and with
 * hostile values: empty, a NUL byte, a lone surrogate, huge numbers, malformed percent-encoding;
 * prototype keys ride along as extra parameters. No answer is a 5xx. Whether a hostile value is
 * acceptable is the field's own schema's verdict on the text the server decodes (Hono's decoder):
 * refused, the answer is a validation error naming the field; accepted, the answer is not one.
 */
import { readdirSync } from 'node:fs';
import { getQueryParams } from 'hono/utils/url';
import { beforeAll, describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { QUERY_MESSAGES } from '#lib/route.ts';
import { publicOperations } from '#modules/public-api/index.ts';
import { useDatabase } from './support/database.ts';
import { type Answer, type Harness, harness } from './support/harness.ts';
import { api, merchantWithKeys, PS } from './support/public-api.ts';

const database = useDatabase();

type QueryRoute = { method: string; url: string; query: z.ZodObject; public: boolean };

/** Every descriptor of the contract with a query schema: `{ method, version, path, access, query }`. */
async function contractQueryRoutes(): Promise<QueryRoute[]> {
  const dir = new URL('../../../packages/contract/src/', import.meta.url);
  const out: QueryRoute[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod = (await import(new URL(file, dir).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      const d = value as {
        method?: unknown;
        version?: unknown;
        path?: unknown;
        access?: unknown;
        query?: unknown;
      };
      if (!d || typeof d !== 'object' || typeof d.method !== 'string' || typeof d.path !== 'string') continue;
      if (typeof d.version !== 'string' || !d.access || !d.query || d.method !== 'get') continue;
      // The dev mailbox is not an endpoint of the API (a plain, loopback-only sandbox route that
      // reads its query itself: modules/dev/routes.ts), so not this class's.
      if (d.version === 'dev') continue;
      const path = `/api/${d.version}${d.path}`.replace(/(.)\/$/, '$1');
      // A path parameter gets a well-formed id nobody has: the query is checked before the object is looked up.
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      out.push({ method: 'GET', url, query: d.query as z.ZodObject, public: false });
    }
  }
  return out;
}

function publicQueryRoutes(): QueryRoute[] {
  return publicOperations
    .filter((o) => o.method === 'GET' && o.query)
    .map((o) => ({ method: 'GET', url: o.path, query: o.query as z.ZodObject, public: true }));
}

/** Raw (already encoded) values for one parameter. */
const HOSTILE = [
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '1e400',
  '99999999999999999999',
  '-1',
  '%zz',
  '%',
  '%E0%A4%A',
];
const PROTOTYPE_KEYS = ['__proto__=1', 'constructor=1', 'prototype=1', '__proto__[x]=1', 'hasOwnProperty=1'];

let t: Harness;
let token: string;
let secret: string;
let routes: QueryRoute[];

beforeAll(async () => {
  t = harness(database.db);
  const m = await merchantWithKeys(t);
  token = m.owner.token;
  secret = m.secret;
  routes = [...(await contractQueryRoutes()), ...publicQueryRoutes()];
});

async function send(r: QueryRoute, qs: string): Promise<Answer> {
  return r.public
    ? api(t, secret, 'GET', `${r.url.slice(PS.length)}?${qs}`)
    : t.call('GET', `${r.url}?${qs}`, { token });
}

/** The field errors of a validation answer in either envelope, or undefined for any other answer. */
function fieldErrors(r: QueryRoute, a: Answer): Record<string, string[]> | undefined {
  if (r.public) return a.status === 400 && a.body?.status === false ? (a.body.errors ?? {}) : undefined;
  return a.status === 422 && a.body?.errorCode === 'VALIDATION_ERROR' ? a.body.errors : undefined;
}

describe('query strings on every GET with a query schema', () => {
  test('the list is generated and covers both APIs', () => {
    expect(routes.filter((r) => !r.public).length).toBeGreaterThan(20);
    expect(routes.map((r) => r.url)).toContain(`${PS}/transaction`);
    expect(routes.map((r) => r.url)).toContain('/api/v1/merchant/transactions/primary-accounts');
  });

  test('a parameter given twice is a 4xx naming it: "Give this parameter once"', async () => {
    for (const r of routes) {
      for (const field of Object.keys(r.query.shape)) {
        const a = await send(r, `${field}=1&${field}=2`);
        const what = `${r.url} ${field}: ${a.status} ${a.text.slice(0, 300)}`;
        expect(a.status, what).toBeGreaterThanOrEqual(400);
        expect(a.status, what).toBeLessThan(500);
        expect(fieldErrors(r, a)?.[field], what).toEqual([QUERY_MESSAGES.repeated]);
        if (r.public) expect(a.body.message, what).toBe(`${field}: ${QUERY_MESSAGES.repeated}`);
      }
    }
  });

  test('hostile values: refused naming the field when its schema refuses them, never a 5xx', async () => {
    for (const r of routes) {
      for (const field of Object.keys(r.query.shape)) {
        const schema = r.query.shape[field] as z.ZodType;
        for (const raw of HOSTILE) {
          const qs = `${field}=${raw}`;
          const decoded = (getQueryParams(`http://x/?${qs}`) as Record<string, string[]>)[field]?.[0];
          const accepted = schema.safeParse(decoded).success;
          const a = await send(r, qs);
          const what = `${r.url}?${qs} (${accepted ? 'acceptable' : 'refused'}): ${a.status} ${a.text.slice(0, 300)}`;
          expect(a.status, what).toBeLessThan(500);
          const errors = fieldErrors(r, a);
          if (accepted) expect(errors?.[field], what).toBeUndefined();
          else expect(errors?.[field]?.length ?? 0, what).toBeGreaterThan(0);
        }
      }
    }
  });

  test('prototype keys as parameters never reach a 5xx, and are not taken as a field', async () => {
    for (const r of routes) {
      for (const extra of PROTOTYPE_KEYS) {
        const a = await send(r, extra);
        const what = `${r.url}?${extra}: ${a.status} ${a.text.slice(0, 300)}`;
        expect(a.status, what).toBeLessThan(500);
        const errors = fieldErrors(r, a) ?? {};
        for (const key of ['__proto__', 'constructor', 'prototype', 'hasOwnProperty'])
          expect(Object.hasOwn(errors, key), what).toBe(false);
      }
    }
  });
});
