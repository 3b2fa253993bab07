/**
 * A JSON body field of the wrong type, on every JSON write the contract declares (generated from
 * the descriptors: every `packages/contract/src/*.ts` export with a method, a version and an object
 * body): the answer is a 422 naming the field with words about its type ("Expected text, not a
 * number"), never "This field is required" (zod leaves the input out of its issues, so it used to
 * read every wrong type as missing), never a 5xx. A field left out still reads "This field is
 * required". The wrong value sent is the first of a list the field's own schema refuses.
 */
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { api, merchantWithKeys } from './support/public-api.ts';

const database = useDatabase();

type BodyRoute = { method: string; url: string; body: z.ZodObject };

const ID = '00000000-0000-4000-8000-000000000000';

async function contractBodyRoutes(): Promise<BodyRoute[]> {
  const dir = new URL('../../../packages/contract/src/', import.meta.url);
  const out: BodyRoute[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod = (await import(new URL(file, dir).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      const d = value as {
        method?: unknown;
        version?: unknown;
        path?: unknown;
        access?: unknown;
        body?: unknown;
      };
      if (!d || typeof d !== 'object' || typeof d.path !== 'string' || typeof d.version !== 'string')
        continue;
      if (!['post', 'put', 'patch'].includes(String(d.method)) || !d.access || d.version === 'dev') continue;
      if (!(d.body instanceof z.ZodObject)) continue;
      // Multipart forms (a file field) are not JSON writes; their own tests cover them.
      if (Object.values(d.body.shape).some((s) => (s as z.ZodType).meta?.()?.format === 'binary')) continue;
      const url = `/api/${d.version}${d.path}`.replace(/(.)\/$/, '$1').replace(/\{[^}]+\}/g, ID);
      out.push({ method: String(d.method).toUpperCase(), url, body: d.body });
    }
  }
  return out;
}

const CANDIDATES: unknown[] = [123, true, ['a'], { a: 1 }, 'text'];
const wrongValue = (schema: z.ZodType) => CANDIDATES.find((v) => !schema.safeParse(v).success);

let t: Harness;
let token: string;
let secret: string;
let routes: BodyRoute[];

beforeAll(async () => {
  t = harness(database.db);
  const m = await merchantWithKeys(t);
  token = m.owner.token;
  secret = m.secret;
  routes = await contractBodyRoutes();
});

describe('a field of the wrong type', () => {
  test('the list is generated and holds the writes of both halves of the product', () => {
    expect(routes.length).toBeGreaterThan(40);
    const urls = routes.map((r) => r.url);
    expect(urls).toContain('/api/v2/auth/login');
    expect(urls).toContain(`/api/v1/merchant/transactions/refund/${ID}`);
  });

  test('is named with its type on every JSON write, never as missing, never a 5xx', async () => {
    let checked = 0;
    for (const r of routes) {
      for (const [field, schema] of Object.entries(r.body.shape)) {
        const value = wrongValue(schema as z.ZodType);
        if (value === undefined) continue;
        const a = await t.call(r.method, r.url, { token, body: { [field]: value } });
        const what = `${r.method} ${r.url} ${field}=${JSON.stringify(value)}: ${a.status} ${a.text.slice(0, 300)}`;
        expect(a.status, what).toBeLessThan(500);
        // Some writes refuse the caller before the body (a rate limit, a missing PIN set-up is
        // checked after); where the answer is the validation error, the field's words are right.
        if (a.status !== 422 || a.body?.errorCode !== 'VALIDATION_ERROR') continue;
        const words = a.body.errors?.[field];
        if (!words) continue;
        checked++;
        expect(words[0], what).not.toBe('This field is required');
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  test('the words say what was expected and what came', async () => {
    const login = await t.post('/api/v2/auth/login', { email: 123, password: ['x'], channel: null });
    expect(login.status).toBe(422);
    expect(login.body.errors).toMatchObject({
      email: ['Expected text, not a number'],
      password: ['Expected text, not a list'],
    });
    const missing = await t.post('/api/v2/auth/login', {});
    expect(missing.body.errors.email).toEqual(['This field is required']);
  });

  test("the public API's initialize says the same in Paystack's envelope", async () => {
    const a = await api(t, secret, 'POST', '/transaction/initialize', {
      email: 'ada@example.test',
      amount: '5000',
      callback_url: 5,
      reference: ['r'],
    });
    expect(a.status).toBe(400);
    expect(a.body.status).toBe(false);
    expect(a.body.errors).toMatchObject({
      callback_url: ['Expected text, not a number'],
      reference: ['Expected text, not a list'],
    });
  });
});
