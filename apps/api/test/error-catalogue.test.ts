/** Every error answer carries a code from the contract's catalogue, with the status it gives. */
import { ErrorCatalogue, ErrorCode } from '@payrail/contract/errors';
import { describe, expect, test } from 'vitest';
import { catalogueProblem } from './support/harness.ts';

describe('the error catalogue', () => {
  test('lists a status and a message for every code', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(ErrorCatalogue[code].status, code).toBeGreaterThanOrEqual(400);
      expect(ErrorCatalogue[code].message.length, code).toBeGreaterThan(0);
    }
    expect(Object.keys(ErrorCatalogue).sort()).toEqual(Object.values(ErrorCode).sort());
  });

  test('the harness refuses a code that is not in it, or a status it does not give the code', () => {
    expect(catalogueProblem(409, { message: 'x', errorCode: 'SLUG_TAKEN' })).toBeUndefined();
    expect(catalogueProblem(409, { message: 'x', errorCode: 'SLUG_TAKN' })).toMatch(
      /not in the error catalogue/,
    );
    expect(catalogueProblem(400, { message: 'x', errorCode: 'SLUG_TAKEN' })).toMatch(/answered with 400/);
    expect(catalogueProblem(422, { message: 'x', errorCode: 'INVALID_TWO_FACTOR_CODE' })).toBeUndefined();
    expect(catalogueProblem(200, { message: 'ok', responseBody: {} })).toBeUndefined();
  });
});
