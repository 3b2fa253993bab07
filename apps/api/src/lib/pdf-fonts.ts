/**
 * Noto Sans for the PDFs we draw (receipts, the transactions export), embedded so the naira sign
 * and names such as Adéyẹmí print as typed (pdfkit subsets it).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
type Font = ReturnType<typeof fontkit.create>;
let fonts: { body: Font; bold: Font } | undefined;
/**
 * The fonts' files are parsed once (pdfkit takes a fontkit font as it is, instead of parsing the
 * file for every document); each document gets a view of them with its own glyph cache, since
 * fontkit remembers on a glyph the characters it was first drawn for, and pdfkit writes those into
 * the document's text map: a shared cache would let one document's names spoil another's copy-paste.
 */
export function documentFonts() {
  const open = (weight: string) =>
    fontkit.create(
      fs.readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`)),
    );
  fonts ??= { body: open('400Regular'), bold: open('700Bold') };
  return { body: view(fonts.body), bold: view(fonts.bold) };
}

/**
 * No glyph composition (ccmp), so a letter such as ẹ prints as its own glyph and copies or reads
 * back as itself, not as e plus a combining dot.
 */
const NO_CCMP = { ccmp: false };

/** A word as the font shapes it: glyph ids, the characters each stands for, their positions. */
type Shape = { ids: number[]; chars: number[][]; positions: fontkit.GlyphPosition[] };
/** Shapes kept a font; past this many the cache starts again (names and references are many). */
const SHAPES_KEPT = 20_000;
const shapes = new WeakMap<object, Map<string, Shape>>();

/** What fontkit's glyph gives us to share (its outline as decoded from glyf, its metrics). */
type Glyph = { id: number; _decode(): unknown; _metrics?: unknown; _getMetrics(): unknown };
type GlyphSource = { getGlyph(id: number, chars?: number[]): Glyph };
type Shared = { decoded: Map<number, unknown>; metrics: Map<number, unknown> };
const glyphData = new WeakMap<object, Shared>();
const sharedOf = (font: object): Shared => {
  const known = glyphData.get(font);
  if (known) return known;
  const s = { decoded: new Map(), metrics: new Map() };
  glyphData.set(font, s);
  return s;
};

/**
 * A document's glyph reads its outline and metrics from the process's copy: they depend on the
 * glyph alone, not on the characters it stands for. Decoding an outline (every point, to learn
 * whether it is composite) when the subset is written, and the metrics for every width measured,
 * were a fifth of a receipt's time in each new document.
 */
function sharing(g: Glyph, s: Shared): Glyph {
  const decode = g._decode;
  g._decode = () => {
    if (!s.decoded.has(g.id)) s.decoded.set(g.id, decode.call(g));
    return s.decoded.get(g.id);
  };
  const known = s.metrics.get(g.id);
  if (known) g._metrics = known;
  else {
    const measure = g._getMetrics;
    g._getMetrics = () => {
      const m = measure.call(g);
      s.metrics.set(g.id, m);
      return m;
    };
  }
  return g;
}

/**
 * A document's view of a font: its own glyph cache (above), and layout without ccmp unless told
 * otherwise. The features are the font's, not each text call's: pdfkit keeps a document's laid-out
 * words only for calls that name no features (a call with features is shaped again each time,
 * and measuring a wrapped line lays out every word).
 *
 * Shaping (OpenType substitution and positioning: most of a receipt's time) is kept for the
 * process, word by word, as glyph ids and positions only: each document takes its glyphs from its
 * own cache with the characters of the word it drew, so what a document says its glyphs mean
 * (copy, search) comes from that document's text alone, as when every document shaped its own.
 */
function view(font: Font): Font {
  const v: fontkit.Font = Object.create(font, { _glyphs: { value: {}, writable: true } });
  const make = (font as unknown as GlyphSource).getGlyph;
  const store = sharedOf(font);
  (v as unknown as GlyphSource).getGlyph = function (
    this: GlyphSource & { _glyphs: Record<number, Glyph> },
    id,
    chars,
  ) {
    const own = this._glyphs[id];
    if (own) return own;
    return sharing(make.call(this, id, chars), store);
  };
  const layout = (font as fontkit.Font).layout as (this: fontkit.Font, ...a: unknown[]) => fontkit.GlyphRun;
  const cache = shapes.get(font) ?? new Map<string, Shape>();
  shapes.set(font, cache);
  v.layout = ((text: string, features?: unknown, ...rest: unknown[]) => {
    if (features !== undefined || rest.length > 0) return layout.call(v, text, features, ...rest);
    let shape = cache.get(text);
    if (!shape) {
      const run = layout.call(v, text, NO_CCMP);
      shape = {
        ids: run.glyphs.map((g) => g.id),
        chars: run.glyphs.map((g) => [...g.codePoints]),
        positions: run.positions.map((p) => ({ ...p })),
      };
      if (cache.size >= SHAPES_KEPT) cache.clear();
      cache.set(text, shape);
    }
    const glyphs = shape.ids.map((id, i) => v.getGlyph(id, shape.chars[i]));
    // pdfkit scales the positions in place: each call gets its own.
    const positions = shape.positions.map((p) => ({ ...p }));
    return {
      glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((w, p) => w + p.xAdvance, 0);
      },
    } as unknown as fontkit.GlyphRun;
  }) as fontkit.Font['layout'];
  return v;
}

/** Text options for every run (kept so callers need not know where the features are set). */
export const shaped = (o: PDFKit.Mixins.TextOptions = {}): PDFKit.Mixins.TextOptions => o;
