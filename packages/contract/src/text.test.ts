import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StartCheckout } from './checkout.ts';
import { freeText, line, plain, recordKey, TextMessages, text, textProblem } from './text.ts';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message);

describe('text from outside', () => {
  it('refuses NUL and lone surrogates in every kind of text, whole emoji and accents are fine', () => {
    for (const schema of [text(), line(), freeText()]) {
      expect(messages(schema, 'Ada\u0000')).toEqual([TextMessages.nul]);
      expect(messages(schema, 'Ada \ud83d')).toEqual([TextMessages.brokenCharacter]);
      expect(messages(schema, '\ude00 Ada')).toEqual([TextMessages.brokenCharacter]);
      expect(messages(schema, '\ude00\ud83d')).toEqual([TextMessages.brokenCharacter]);
      expect(schema.safeParse('Adé Ọ̀bí 😀 ₦').success).toBe(true);
    }
  });

  it('refuses control characters on one line; paragraphs keep tab and newlines', () => {
    expect(messages(line(), 'Ada\nObi')).toEqual([TextMessages.control]);
    expect(messages(line(), 'Ada\u0007')).toEqual([TextMessages.control]);
    expect(messages(line(), 'Ada\u007f')).toEqual([TextMessages.control]);
    expect(freeText().safeParse('Line one\r\n\tLine two').success).toBe(true);
    expect(messages(freeText(), 'bell\u0007')).toEqual([TextMessages.control]);
    expect(text().safeParse('pass\tword\n').success).toBe(true);
    expect(textProblem('fine')).toBeUndefined();
  });

  it('refuses every text-direction control and text of only invisible characters, on one line and in paragraphs', () => {
    const controls = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (const schema of [line(), freeText()]) {
      for (const c of controls) {
        const ch = String.fromCodePoint(c);
        for (const value of [`${ch}Refund`, `Refund for PRL_${ch}A12`, `Refund${ch}`])
          expect(messages(schema, value), c.toString(16)).toEqual([TextMessages.direction]);
      }
      for (const value of [
        '\u200b\u200b\u200b',
        ' \u200b \ufeff ',
        '\u200d\u200c\u2060',
        '\u00ad\u00ad\u00ad',
      ])
        expect(messages(schema, value), JSON.stringify(value)).toEqual([TextMessages.invisible]);
      // Right-to-left scripts, emoji joined by U+200D and Persian's U+200C are visible text.
      for (const value of ['مطعم ماما', 'שלום', '👩\u200d👩\u200d👧', 'می\u200cخواهم', '', '   '])
        expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
    }
    // Opaque text (passwords, tokens) is compared, never shown: it keeps them.
    expect(text().safeParse('\u202epass\u200b').success).toBe(true);
  });

  it('keeps chaining: trim, limits and formats run after the text check', () => {
    const email = line().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address'));
    expect(email.parse(' Ada@Example.com ')).toBe('ada@example.com');
    expect(messages(email, 'ada@example.com\u0000')).toEqual([TextMessages.nul]);
    const url = plain(z.url({ protocol: /^https?$/ }));
    expect(url.safeParse('https://example.com/thanks').success).toBe(true);
    expect(messages(url, 'https://example.com/\u0000')).toEqual([TextMessages.nul]);
  });

  it('refuses reserved names as record keys, with their own message', () => {
    const record = z.record(recordKey(), text());
    for (const key of ['constructor', 'prototype', 'a\u0000'])
      expect(record.safeParse({ [key]: 'x' }).success, key).toBe(false);
    const issue = record.safeParse({ constructor: 'x' }).error?.issues[0];
    expect(issue?.code === 'invalid_key' && issue.issues[0]?.message).toBe(TextMessages.reservedKey);
    expect(record.safeParse({ order_no: 'A-1' }).success).toBe(true);
  });

  it('a checkout with half an emoji in the name is refused on that field', () => {
    const r = StartCheckout.safeParse({ email: 'a@b.co', name: 'Ada \ud83d', channel: 'ussd' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', TextMessages.brokenCharacter],
    ]);
  });
});
