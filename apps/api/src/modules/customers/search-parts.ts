/**
 * Which parts of a customers search the trigram index is asked for.
 *
 * `name || ' ' || email || ' ' || phone ILIKE '%term%'` reads customers_search_trigrams_idx with
 * every trigram of the term, and GIN checks each candidate of the rarest one against all the
 * others. A trigram most customers hold (a mail domain's, a phone prefix's) is a posting tree of
 * a hundred thousand entries whose leaf must be found and decoded for every candidate: at 100,000
 * customers, `scale50007@` spent 14 ms in PostgreSQL on three such trigrams.
 *
 * So the index is asked only for the term's pieces made of trigrams that are not common (the
 * `customers-trigrams` job counts them, customers-trigrams.ts), each piece a substring of the
 * term, and the whole term is checked on the rows the index returns. A row holding the term holds
 * each of its substrings: the answer is the same, only the work differs. A term with no common
 * trigram, or nothing but common ones, is asked as it is.
 *
 * The trigrams are pg_trgm's for a LIKE pattern (its KEEPONLYALNUM and IGNORECASE build): a word
 * is a run of letters and digits, lower-cased; a word gets two spaces in front when a non-word
 * character precedes it inside the pattern and one space behind when one follows it, none where
 * it meets the pattern's `%`. Only ASCII terms are split: pg_trgm stores a trigram with other
 * characters as a hash this code does not compute, so such a term is asked as it is.
 */

/** A trigram of the term and the term's characters [from, to) that yield it in a LIKE pattern. */
type Range = { from: number; to: number };
type Piece = Range & { trigram: string };

const ASCII_PRINTABLE = /^[\x20-\x7e]*$/;
const WORD = /[a-z0-9]+/g;

/** The trigrams pg_trgm takes from `%term%`, each with the least substring of term that yields it. */
export function likeTrigrams(term: string): Piece[] {
  const text = term.toLowerCase();
  const pieces: Piece[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    const end = start + m[0].length;
    // Padding stands for the non-word neighbour inside the term; at the term's ends the pattern's
    // `%` follows, and a wildcard adds none.
    const left = start > 0;
    const right = end < text.length;
    const padded = `${left ? '  ' : ''}${m[0]}${right ? ' ' : ''}`;
    // Character i of `padded` is term's character: start - 1 for either left space, else its own.
    const at = (i: number) => (left ? Math.max(start - 1, start + i - 2) : start + i);
    for (let i = 0; i + 3 <= padded.length; i++) {
      pieces.push({ trigram: padded.slice(i, i + 3), from: at(i), to: at(i + 2) + 1 });
    }
  }
  return pieces;
}

/** Every trigram pg_trgm would ask the index for on `%term%` (unique, in the term's order). */
export function termTrigrams(term: string): string[] {
  if (!ASCII_PRINTABLE.test(term)) return [];
  return [...new Set(likeTrigrams(term).map((p) => p.trigram))];
}

/**
 * The substrings of `term` to ask the index for, each yielding at least one trigram and none that
 * `common` holds; `[term]` when the term has no common trigram, only common ones, or other than
 * ASCII characters.
 */
export function searchParts(term: string, common: ReadonlySet<string>): string[] {
  if (!ASCII_PRINTABLE.test(term) || common.size === 0) return [term];
  const all = likeTrigrams(term);
  if (!all.some((p) => common.has(p.trigram))) return [term];
  const clean = (r: Range) => likeTrigrams(term.slice(r.from, r.to)).every((q) => !common.has(q.trigram));
  const parts: string[] = [];
  let run: Range | null = null;
  const close = () => {
    if (run) parts.push(term.slice(run.from, run.to));
    run = null;
  };
  for (const p of all) {
    if (common.has(p.trigram)) {
      close();
      continue;
    }
    // Widen the run while the wider substring yields no common trigram; else start anew, from
    // this trigram's own substring if that is clean (a padded one can yield its neighbour too).
    const wider: Range | null = run ? { from: Math.min(run.from, p.from), to: Math.max(run.to, p.to) } : null;
    if (wider && clean(wider)) {
      run = wider;
      continue;
    }
    close();
    if (clean(p)) run = { from: p.from, to: p.to };
  }
  close();
  const unique = [...new Set(parts)];
  return unique.length > 0 ? unique : [term];
}
