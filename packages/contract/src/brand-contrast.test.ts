import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  brandPalette,
  contrastNote,
  contrastRatio,
  DARK_TEXT,
  DEFAULT_BRAND_COLOR,
  LIGHT_TEXT,
  PAGE_BACKGROUND,
  relativeLuminance,
} from './brand-contrast.ts';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const runs = { numRuns: 2000, seed };
console.log(`brand contrast property tests: fast-check seed ${seed} (FC_SEED=${seed} to replay)`);

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`);

describe('brand contrast', () => {
  it('measures contrast as WCAG defines it', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('always pairs the button colour with a text colour at 4.5:1 or more', () => {
    fc.assert(
      fc.property(hexColor, (c) => {
        const p = brandPalette(c);
        expect([LIGHT_TEXT, DARK_TEXT]).toContain(p.buttonText);
        expect(contrastRatio(p.button, p.buttonText)).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(contrastRatio(p.accent, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(contrastRatio(p.accent, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(p.contrast).toBeGreaterThanOrEqual(AA_CONTRAST);
      }),
      runs,
    );
  });

  it('keeps a colour that already passes with white or dark text, and only then', () => {
    fc.assert(
      fc.property(hexColor, (c) => {
        const p = brandPalette(c);
        const passes = Math.max(contrastRatio(c, LIGHT_TEXT), contrastRatio(c, DARK_TEXT)) >= AA_CONTRAST;
        expect(p.adjusted).toBe(!passes);
        if (passes) expect(p.button).toBe(c);
        // An adjusted colour is a darker shade: never lighter than the one chosen.
        else expect(relativeLuminance(p.button)).toBeLessThan(relativeLuminance(c));
      }),
      runs,
    );
  });

  it('darkens a mid-tone that neither text colour can read on, and says so', () => {
    const p = brandPalette('#2E8B57');
    expect(contrastRatio('#2e8b57', LIGHT_TEXT)).toBeLessThan(AA_CONTRAST);
    expect(contrastRatio('#2e8b57', DARK_TEXT)).toBeLessThan(AA_CONTRAST);
    expect(p).toMatchObject({ requested: '#2e8b57', adjusted: true, buttonText: LIGHT_TEXT });
    expect(p.button).not.toBe('#2e8b57');
    expect(contrastNote(p)).toContain(`buttons use the darker shade ${p.button} with white text`);
  });

  it('writes dark text on a light colour, and a darker accent for the page', () => {
    const p = brandPalette('#ffd400');
    expect(p).toMatchObject({ button: '#ffd400', buttonText: DARK_TEXT, adjusted: false });
    expect(p.accent).not.toBe('#ffd400');
    expect(contrastNote(p)).toBe(
      `Buttons use #ffd400 with dark text: contrast ${p.contrast}:1, which meets WCAG AA (4.5:1).`,
    );
  });

  it('holds on a whole grid of colours too (every channel 00, 11 … ff), in either case', () => {
    const steps = Array.from({ length: 16 }, (_, i) => (i * 17).toString(16).padStart(2, '0'));
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const c = `#${r}${g}${b}`;
          const p = brandPalette(c.toUpperCase());
          expect(p.requested).toBe(c);
          expect(contrastRatio(p.button, p.buttonText), c).toBeGreaterThanOrEqual(AA_CONTRAST);
          expect(contrastRatio(p.accent, PAGE_BACKGROUND), c).toBeGreaterThanOrEqual(AA_CONTRAST);
        }
  });

  it('draws only #rrggbb whatever the stored value (one saved before validation, or tampered with)', () => {
    const hex6 = /^#[0-9a-f]{6}$/;
    const hostile = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'red;background:url(//x)',
        '#fff',
        '#1a4fd6;}</style><script>',
        '#1a4fd6 ',
        ' #1a4fd6',
        '#1a4fd6\n',
        'expression(alert(1))',
        'var(--x)',
        '#1a4fd6ff',
      ),
      hexColor.map((c) => `${c}${'";x'}`),
    );
    fc.assert(
      fc.property(hostile, (v) => {
        const p = brandPalette(v);
        for (const colour of [p.requested, p.button, p.buttonText, p.accent]) expect(colour).toMatch(hex6);
        if (!/^#[0-9a-fA-F]{6}$/.test(v)) expect(p.requested).toBe(DEFAULT_BRAND_COLOR);
      }),
      runs,
    );
  });

  it('falls back to Payrail’s blue for no colour or a malformed one', () => {
    expect(brandPalette(null).button).toBe(DEFAULT_BRAND_COLOR);
    expect(brandPalette('red').button).toBe(DEFAULT_BRAND_COLOR);
  });
});
