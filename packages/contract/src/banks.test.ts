import { describe, expect, it } from 'vitest';
import { BANK_KINDS, banksByKind, hasNubanCheckDigit, NIGERIAN_BANKS, nigerianBank } from './banks.ts';

describe('settlement banks', () => {
  it('has one entry per code and per name', () => {
    expect(new Set(NIGERIAN_BANKS.map((b) => b.code)).size).toBe(NIGERIAN_BANKS.length);
    expect(new Set(NIGERIAN_BANKS.map((b) => b.name)).size).toBe(NIGERIAN_BANKS.length);
    for (const b of NIGERIAN_BANKS) expect(b.code).toMatch(/^(\d{3}|\d{6})$/);
  });

  it('lists the fintech and microfinance banks merchants use, and no revoked bank', () => {
    const names = NIGERIAN_BANKS.map((b) => b.name).join('\n');
    for (const n of [
      'OPay',
      'Moniepoint',
      'Kuda',
      'PalmPay',
      'Carbon',
      'FairMoney',
      'VFD',
      'Sparkle',
      'Rubies',
    ])
      expect(names).toContain(n);
    expect(names).not.toContain('Heritage');
    expect(nigerianBank('030')).toBeUndefined();
    expect(nigerianBank('058')?.kind).toBe('commercial');
  });

  it('asks a check digit of deposit money banks only', () => {
    expect(hasNubanCheckDigit('058')).toBe(true);
    expect(hasNubanCheckDigit('100004')).toBe(false);
    expect(hasNubanCheckDigit('999')).toBe(false);
  });

  it('groups every bank under its kind', () => {
    const groups = banksByKind();
    expect(groups.map((g) => g.kind)).toEqual([...BANK_KINDS]);
    expect(groups.flatMap((g) => g.banks)).toHaveLength(NIGERIAN_BANKS.length);
  });
});
