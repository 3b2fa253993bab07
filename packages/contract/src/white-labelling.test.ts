import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, saveWhiteLabel, WhiteLabelForm } from './white-labelling.ts';

describe('white-labelling endpoints', () => {
  it('let the form read the largest logo and its multipart envelope, no more', () => {
    expect(saveWhiteLabel.bodyType).toBe('multipart');
    expect(saveWhiteLabel.bodyLimit).toBeGreaterThan(LOGO_MAX_BYTES);
    expect(saveWhiteLabel.bodyLimit).toBeLessThanOrEqual(LOGO_MAX_BYTES + 64 * 1024);
    expect(saveWhiteLabel.access).toEqual({ kind: 'permission', permission: 'settings-all:update' });
  });
});

describe('white-labelling form', () => {
  it('takes blank fields as unset and lowercases the colour', () => {
    const v = WhiteLabelForm.parse({ display_name: '  ', brand_color: '#AABBCC', support_email: '' });
    expect(v).toEqual({ brand_color: '#aabbcc' });
  });

  it('refuses a bad colour, a NUL, a lone surrogate, a long name and unknown keys', () => {
    const accepted = (body: Record<string, unknown>) => WhiteLabelForm.safeParse(body).success;
    expect(accepted({ brand_color: 'blue' })).toBe(false);
    expect(accepted({ brand_color: '#12345' })).toBe(false);
    expect(accepted({ display_name: 'Ac\u0000me' })).toBe(false);
    expect(accepted({ display_name: 'Acme \ud83d' })).toBe(false);
    expect(accepted({ display_name: 'x'.repeat(61) })).toBe(false);
    expect(accepted({ support_phone: 'call me' })).toBe(false);
    expect(accepted(JSON.parse('{"__proto__": "x"}'))).toBe(false);
    expect(accepted({ logo: 'not a file' })).toBe(false);
    expect(accepted({ remove_logo: 'yes' })).toBe(false);
  });
});
