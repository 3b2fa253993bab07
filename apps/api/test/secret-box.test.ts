/** Sealing secrets at rest (lib/secret-box.ts): round trip, another key, tampering, older plain values. */
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { seal, unseal } from '#lib/secret-box.ts';

describe('secret box', () => {
  const key = randomBytes(32);
  test('seals to a new value each time and opens back to the secret', () => {
    const a = seal(key, 'JBSWY3DPEHPK3PXP');
    const b = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1\./);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal(key, a)).toBe('JBSWY3DPEHPK3PXP');
    expect(unseal(key, b)).toBe('JBSWY3DPEHPK3PXP');
  });

  test('another key or an altered value does not open; an unsealed older value reads as it is', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(() => unseal(randomBytes(32), sealed)).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(() => unseal(key, `v1.${raw.toString('base64url')}`)).toThrow();
    expect(unseal(key, 'JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });
});
