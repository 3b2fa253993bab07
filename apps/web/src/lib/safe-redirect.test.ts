import { describe, expect, test } from 'vitest';
import { isPublicPath, safeRedirect } from './safe-redirect';

const origin = 'https://app.payrail.test';

describe('safeRedirect', () => {
  test.each([
    ['/payments/transactions', '/payments/transactions'],
    ['/others/settings?tab=apis#keys', '/others/settings?tab=apis#keys'],
    [undefined, '/'],
    ['', '/'],
    ['payments', '/'],
    ['//evil.test/x', '/'],
    ['/\\evil.test', '/'],
    ['https://evil.test/home', '/'],
    ['/auth/login', '/'],
    ['/', '/'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirect(target, origin)).toBe(expected);
  });
});

describe('isPublicPath', () => {
  test.each([
    ['/auth/login', true],
    ['/auth', true],
    ['/link/abc', true],
    ['/payment-links/ref', true],
    ['/dev/mailbox', true],
    ['/home', false],
    ['/authx', false],
    ['/linker', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});
