import { describe, expect, it } from 'vitest';
import { isRecoveryCode, normalizeRecoveryCode, ProofRequest, TwoFactorEnableRequest } from './two-factor.ts';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('two-factor schemas', () => {
  it('enabling takes six digits on two_factor_code', () => {
    expect(TwoFactorEnableRequest.parse({ two_factor_code: ' 012345 ' })).toEqual({
      two_factor_code: '012345',
    });
    expect(firstError(TwoFactorEnableRequest.safeParse({ two_factor_code: 'ABCDE-FGHJK' }))).toBe(
      'Enter the 6-digit code',
    );
  });

  it('proof takes six digits or a recovery code, in any case, with or without its dash', () => {
    for (const code of ['123456', 'ABCDE-FGHJK', 'abcde fghjk', 'ABCDEFGHJK']) {
      expect(ProofRequest.safeParse({ two_factor_code: code }).success, code).toBe(true);
    }
    expect(firstError(ProofRequest.safeParse({ two_factor_code: '12345' }))).toBe(
      'Enter the 6-digit code or a recovery code',
    );
    expect(normalizeRecoveryCode('abcde-fghjk')).toBe('ABCDEFGHJK');
    expect(isRecoveryCode('ABCDE-FGHJ')).toBe(false);
  });
});
