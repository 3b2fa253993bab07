/**
 * Text from outside: every string field of every request schema is built from one of these, so
 * text the platform cannot store or read back is a 422 on its own field, never a 500 after work
 * was done (issue 10: a name with half an emoji got a card authorized, then failed to save).
 *
 * - A NUL byte (U+0000): PostgreSQL cannot store it in text or jsonb.
 * - A lone UTF-16 surrogate (an emoji cut in half, "\ud83d"): not Unicode; jsonb refuses it and a
 *   text column silently turns it into U+FFFD, so what was stored is not what was sent.
 * - Control characters (U+0001–U+001F, U+007F): refused in one-line text (names, emails, refs,
 *   keys, query and path parameters); free text (descriptions, reasons) keeps tab and newlines.
 *
 * - Text-direction controls (embeddings, overrides and isolates: U+202A–U+202E, U+2066–U+2069): in
 *   one-line text and paragraphs. They make text display in another order than it is stored
 *   ("Refund for PRL_\u202eA12" reads differently on every screen, email and terminal that shows
 *   it): right-to-left scripts display right to left without them.
 * - Text that is only invisible characters (zero-width spaces, joiners, the BOM, with or without
 *   spaces), in one-line text and paragraphs: it passes a length rule yet shows as nothing.
 *   Zero-width joiners inside visible text stay (emoji sequences, Persian and Indic scripts need them).
 *
 * `text()` refuses only the first two (passwords and opaque tokens, compared, never shown);
 * `line()` is the default for anything a person types on one line; `freeText()` for paragraphs.
 * `plain()` adds the one-line check to a string format (`z.url()`, `z.email()`), and `recordKey()`
 * is the key of any object built from user keys: it also refuses `__proto__`, `constructor` and
 * `prototype`, which would reach the object's prototype instead of a value of its own.
 */
import { z } from 'zod';

export const TextMessages = {
  nul: 'Remove the NUL character: it is not allowed',
  brokenCharacter: 'Contains a broken character (half of an emoji): type it again',
  control: 'Remove the control characters: they are not allowed here',
  reservedKey: 'This name is reserved: choose another',
  direction: 'Remove the text-direction control characters: they make text read differently from what it is',
  invisible: 'Type some visible text: this contains only invisible characters',
} as const;

/** Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
/** Nothing but spaces and format characters (zero-width space and joiners, BOM, …), at least one of those. */
const ONLY_INVISIBLE = /^[\p{White_Space}\p{Cf}]*\p{Cf}[\p{White_Space}\p{Cf}]*$/u;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type TextKind = 'any' | 'line' | 'paragraph';

/** U+0000–U+001F or U+007F; a paragraph may keep tab, line feed and carriage return. */
export function hasControlCharacters(value: string, kind: 'line' | 'paragraph' = 'line'): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0x20 && c !== 0x7f) continue;
    if (kind === 'paragraph' && (c === 0x09 || c === 0x0a || c === 0x0d)) continue;
    return true;
  }
  return false;
}

/** What is wrong with a piece of text, or undefined when it may be stored as it is. */
export function textProblem(value: string, kind: TextKind = 'line'): string | undefined {
  if (value.includes('\u0000')) return TextMessages.nul;
  if (LONE_SURROGATE.test(value)) return TextMessages.brokenCharacter;
  if (kind === 'any') return undefined;
  if (hasControlCharacters(value, kind)) return TextMessages.control;
  if (DIRECTION_CONTROL.test(value)) return TextMessages.direction;
  if (ONLY_INVISIBLE.test(value)) return TextMessages.invisible;
  return undefined;
}

/** The refinement behind every schema here, for a string format built elsewhere. */
export function storable(kind: TextKind) {
  return (value: string, ctx: z.RefinementCtx) => {
    const problem = textProblem(value, kind);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  };
}

/** Any text that can be stored: no NUL, no lone surrogate (passwords, tokens, codes). */
export const text = () => z.string().superRefine(storable('any'));
/** One line of text: no control characters either (names, emails, refs, slugs, parameters). */
export const line = () => z.string().superRefine(storable('line'));
/** Paragraphs: tab and newlines allowed, other control characters not (descriptions, reasons). */
export const freeText = () => z.string().superRefine(storable('paragraph'));
/** Adds the one-line check to a string format such as `z.url()` or `z.email()`. */
export const plain = <T extends z.ZodType<string>>(schema: T): T => schema.superRefine(storable('line')) as T;

/** Keys that would reach an object's prototype, or its constructor, instead of a value of its own. */
export const RESERVED_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];
export const isReservedKey = (key: string) => RESERVED_KEYS.includes(key);

/** The key of an object built from user keys (a record): one line, not reserved. */
export const recordKey = () =>
  line().refine((k) => !isReservedKey(k), { message: TextMessages.reservedKey, abort: true });
