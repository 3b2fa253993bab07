/**
 * Each operation declared by a descriptor lists the error codes it can answer in the OpenAPI
 * document, for machines: `x-error-codes` on the operation (every code) and on each error response
 * (the codes the catalogue gives that status). The harness refuses any answer whose code the
 * matched route does not declare, so every API test holds the endpoints to these lists.
 */
import { ErrorCatalogue } from '@payrail/contract/errors';
import { beforeAll, describe, expect, test } from 'vitest';
import { type RegisteredRoute, registry } from '#lib/route.ts';
import { useDatabase } from './support/database.ts';
import { declaredCodeProblem, harness, routeOf } from './support/harness.ts';

const database = useDatabase();

// biome-ignore lint/suspicious/noExplicitAny: the document is read field by field
let doc: any;
let declared: RegisteredRoute[];
beforeAll(async () => {
  doc = (await harness(database.db).get('/api/docs/openapi.json')).body;
  declared = registry.filter((r) => r.codes !== undefined);
});

describe('the OpenAPI document lists each operation’s error codes', () => {
  test('the PIN endpoints are declared by descriptors', () => {
    const paths = declared.map((r) => `${r.method} ${r.path}`);
    for (const p of [
      'GET /api/v1/settings/pin/check-pin',
      'POST /api/v1/settings/pin/register-pin',
      'POST /api/v1/settings/pin/change-pin',
      'GET /api/v1/settings/pin/send-new-pin',
    ])
      expect(paths).toContain(p);
  });

  test('an operation lists exactly its codes, each under a response of its status', () => {
    for (const r of declared) {
      const label = `${r.method} ${r.path}`;
      const op = doc.paths[r.path]?.[r.method.toLowerCase()];
      expect(op, label).toBeDefined();
      const codes = [...(r.codes ?? [])].sort();
      expect([...op['x-error-codes']].sort(), label).toEqual(codes);
      const statuses = Object.keys(op.responses).map(Number);
      for (const code of codes) expect(statuses, `${label} ${code}`).toContain(ErrorCatalogue[code].status);
      for (const status of statuses.filter((s) => s >= 400)) {
        const ofStatus = codes.filter((code) => ErrorCatalogue[code].status === status);
        expect([...op.responses[status]['x-error-codes']].sort(), `${label} ${status}`).toEqual(ofStatus);
        expect(ofStatus.length, `${label} documents ${status} without a code`).toBeGreaterThan(0);
      }
    }
  });

  test('change-pin: its own codes beside the shared ones, under their statuses', () => {
    const op = doc.paths['/api/v1/settings/pin/change-pin'].post;
    expect(op['x-error-codes']).toEqual(expect.arrayContaining(['INVALID_PIN', 'PIN_LOCKED', 'PIN_NOT_SET']));
    expect(op.responses['423']['x-error-codes']).toEqual(['PIN_LOCKED']);
    expect([...op.responses['422']['x-error-codes']].sort()).toEqual(['INVALID_PIN', 'VALIDATION_ERROR']);
    expect(op.responses['409']['x-error-codes']).toEqual(['PIN_NOT_SET']);
    expect(op.responses['500']['x-error-codes']).toEqual(['INTERNAL_ERROR']);
    expect(op.responses['423'].description).toContain('`PIN_LOCKED`');
  });
});

describe('the harness holds answers to the matched route’s codes', () => {
  const locked = { message: 'x', errorCode: 'PIN_LOCKED' };

  test('a code the route declares passes; one it does not is refused', () => {
    expect(declaredCodeProblem('POST', '/api/v1/settings/pin/change-pin', locked)).toBeUndefined();
    expect(declaredCodeProblem('POST', '/api/v1/settings/pin/register-pin', locked)).toMatch(
      /PIN_LOCKED is not among the codes POST \/api\/v1\/settings\/pin\/register-pin declares/,
    );
    expect(declaredCodeProblem('GET', '/api/v1/settings/pin/check-pin?x=1', locked)).toMatch(/not among/);
    expect(declaredCodeProblem('GET', '/api/v1/settings/pin/check-pin/', locked)).toMatch(/not among/);
  });

  test('success answers, unknown paths and other methods are not checked', () => {
    expect(
      declaredCodeProblem('POST', '/api/v1/settings/pin/register-pin', { message: 'ok' }),
    ).toBeUndefined();
    expect(declaredCodeProblem('GET', '/api/v1/nowhere', locked)).toBeUndefined();
    expect(declaredCodeProblem('DELETE', '/api/v1/settings/pin/change-pin', locked)).toBeUndefined();
  });

  test('a path parameter matches one segment; a literal route wins over a parameter one', () => {
    const withParam = registry.find((r) => r.path.includes('{'));
    expect(withParam, 'some route has a path parameter').toBeDefined();
    const r = withParam as RegisteredRoute;
    const concrete = r.path.replace(/\{\w+\}/g, 'abc');
    expect(routeOf(r.method, concrete)).toBe(r);
    expect(routeOf(r.method, concrete.replace('abc', 'a/b'))).not.toBe(r);
    for (const literal of registry.filter((x) => !x.path.includes('{')))
      expect(routeOf(literal.method, literal.path), literal.path).toBe(literal);
  });
});
