/**
 * The brand colour's contrast rule (WCAG 2.2 AA, 4.5:1 for normal text), a pure function shared by
 * the API (which stores the merchant's colour as chosen) and the web (whose live preview shows the
 * same decision as the merchant types). No zod here: the pay bundle and the preview import it alone.
 *
 * Decision: a colour is never refused, it is adjusted, and the merchant is told the colour used.
 * - The Pay button's text is white or near-black (the pay page's ink, #14171f), whichever contrasts
 *   more with the colour. If that pair reaches 4.5:1 the colour is used as chosen.
 * - Mid-tones where neither does (e.g. sea green #2e8b57: 4.25:1 with white, 4.22:1 with ink; it becomes #2c8554) are darkened,
 *   step by step towards black in sRGB, until white text on them reaches 4.5:1 (it always does:
 *   black is 21:1). The hue stays recognisable, and white on a darker shade is how brand buttons read.
 * - Accents drawn on the page's light backgrounds (secondary buttons, links) must themselves reach
 *   4.5:1 against the page's grey (#f4f5f7, and so against white): the button colour when it does,
 *   else the colour darkened the same way.
 * Contrast is always measured on the hex actually used, so the pair shown is the pair measured.
 */
export const DEFAULT_BRAND_COLOR = '#1a4fd6';
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#14171f';
/** The page's grey background: accents must read on it (and so on the white cards). */
export const PAGE_BACKGROUND = '#f4f5f7';
export const AA_CONTRAST = 4.5;
export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export type BrandPalette = {
  /** The colour the merchant chose (lowercase), or the default. */
  requested: string;
  /** The Pay button's background: `requested`, or a darker shade of it. */
  button: string;
  /** The Pay button's text colour: white or the pay page's ink. */
  buttonText: string;
  /** Text, borders and links on the page's light backgrounds. */
  accent: string;
  /** True when `button` is not the colour chosen. */
  adjusted: boolean;
  /** Contrast of `buttonText` on `button`, rounded down to two decimals. */
  contrast: number;
  /** The better of white or ink on the colour as chosen, rounded down to two decimals. */
  requestedContrast: number;
};

const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #RRGGBB colour. */
export function relativeLuminance(hex: string): number {
  return (
    0.2126 * linear(channel(hex, 1)) + 0.7152 * linear(channel(hex, 3)) + 0.0722 * linear(channel(hex, 5))
  );
}

/** WCAG contrast ratio of two #RRGGBB colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

/** The colour mixed towards black by `t` (0: itself, 1: black). */
export function darken(hex: string, t: number): string {
  return `#${[1, 3, 5].map((at) => hex2(channel(hex, at) * (1 - t))).join('')}`;
}

/** The least darkened shade of `hex` that reaches AA against `against`. */
function darkenUntil(hex: string, against: string): string {
  for (let step = 0; step <= 100; step++) {
    const shade = darken(hex, step / 100);
    if (contrastRatio(shade, against) >= AA_CONTRAST) return shade;
  }
  return '#000000';
}

const floor2 = (n: number) => Math.floor(n * 100) / 100;

/** The button, its text and the accent for a brand colour (null or malformed: the default). */
export function brandPalette(color: string | null | undefined): BrandPalette {
  const requested = (color && BRAND_COLOR_PATTERN.test(color) ? color : DEFAULT_BRAND_COLOR).toLowerCase();
  const onLight = contrastRatio(requested, LIGHT_TEXT);
  const onDark = contrastRatio(requested, DARK_TEXT);
  const best = Math.max(onLight, onDark);
  let button = requested;
  let buttonText = onLight >= onDark ? LIGHT_TEXT : DARK_TEXT;
  if (best < AA_CONTRAST) {
    button = darkenUntil(requested, LIGHT_TEXT);
    buttonText = LIGHT_TEXT;
  }
  const accent =
    contrastRatio(button, PAGE_BACKGROUND) >= AA_CONTRAST ? button : darkenUntil(button, PAGE_BACKGROUND);
  return {
    requested,
    button,
    buttonText,
    accent,
    adjusted: button !== requested,
    contrast: floor2(contrastRatio(button, buttonText)),
    requestedContrast: floor2(best),
  };
}

/** What the settings screen says about the decision, in one sentence. */
export function contrastNote(p: BrandPalette): string {
  const text = p.buttonText === LIGHT_TEXT ? 'white' : 'dark';
  if (!p.adjusted)
    return `Buttons use ${p.button} with ${text} text: contrast ${p.contrast}:1, which meets WCAG AA (4.5:1).`;
  return `Neither white nor dark text reaches 4.5:1 on ${p.requested} (best ${p.requestedContrast}:1), so buttons use the darker shade ${p.button} with white text (${p.contrast}:1).`;
}
