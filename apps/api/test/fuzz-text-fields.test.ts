/**
 * Every text field of every endpoint refuses what cannot be stored (issue 10 item 8): the endpoint
 * registry is walked, and each place of each request schema (path, query, body) that takes a
 * string must refuse a NUL byte and a lone UTF-16 surrogate, each record's keys must refuse
 * `constructor`, and no place may take anything at all (z.any/z.unknown) except an upload's file.
 * So an endpoint added with a bare z.string() fails here, before it can answer a 500.
 */
import { TextMessages } from '@payrail/contract/text';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { registry } from '#lib/route.ts';
import { createApp } from '#src/app.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';

const database = useDatabase();

type Found = { path: string; schema: z.ZodType; kind: 'text' | 'record-key' | 'anything' };

// biome-ignore lint/suspicious/noExplicitAny: zod's definitions are walked by their `type`
type Def = any;

/** The places of a schema that take input, by path (`customFields[].key`, `fields{}`). */
function places(schema: z.ZodType, path: string, out: Found[], seen = new Set<z.ZodType>()): Found[] {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def: Def = (schema as { _zod: { def: Def } })._zod.def;
  const inner = (s: z.ZodType, p = path) => places(s, p, out, seen);
  switch (def.type) {
    case 'string':
      out.push({ path, schema, kind: 'text' });
      break;
    case 'any':
    case 'unknown':
      out.push({ path, schema, kind: 'anything' });
      break;
    case 'object':
      for (const [key, s] of Object.entries<z.ZodType>(def.shape)) inner(s, path ? `${path}.${key}` : key);
      break;
    case 'array':
      inner(def.element, `${path}[]`);
      break;
    case 'record':
      out.push({ path: `${path}{key}`, schema: def.keyType, kind: 'record-key' });
      inner(def.keyType, `${path}{key}`);
      inner(def.valueType, `${path}{}`);
      break;
    case 'union':
      for (const s of def.options) inner(s);
      break;
    case 'intersection':
      inner(def.left);
      inner(def.right);
      break;
    // What the client sends is the pipe's input; its output side only sees what the input made.
    case 'pipe':
      inner(def.in);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      inner(def.innerType);
      break;
    case 'lazy':
      inner(def.getter());
      break;
    default:
      // numbers, booleans, enums, literals, dates: no text to check
      break;
  }
  return out;
}

describe('every text field of every endpoint', () => {
  test('refuses NUL and lone surrogates; record keys refuse reserved names', async () => {
    // The registry fills as the app is built.
    createApp(harness(database.db).deps);
    expect(registry.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    let checked = 0;
    for (const route of registry) {
      const parts = Object.entries(route.input) as [string, z.ZodType][];
      for (const [part, schema] of parts) {
        for (const place of places(schema, '', [])) {
          const where = `${route.method} ${route.path} ${part} ${place.path || '(whole)'}`;
          checked += 1;
          if (place.kind === 'anything') {
            // An upload's file (a picture, a chargeback's evidence) is read as bytes by the endpoint,
            // checked by its magic number, never stored as text.
            if (!(part === 'body' && /^(file|evidence\d)$/.test(place.path)))
              wrong.push(`${where}: takes anything`);
            continue;
          }
          if (place.kind === 'record-key') {
            if (place.schema.safeParse('constructor').success)
              wrong.push(`${where}: takes the key "constructor"`);
            continue;
          }
          for (const [label, value] of [
            ['NUL', 'ok\u0000ok'],
            ['a lone surrogate', 'ok\ud83dok'],
            ['a lone low surrogate', '\udc00'],
          ])
            if (place.schema.safeParse(value).success) wrong.push(`${where}: takes ${label}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  test('the field error says what is wrong', async () => {
    const t = harness(database.db);
    const res = await t.post('/api/v1/auth/register', {
      firstName: 'Ada \ud83d',
      lastName: 'Obi\u0000',
      email: 'ada@example.com',
      phone: '08031234567',
      businessName: 'Ada\u0007Foods',
      password: 'Kola-Nut-Stall-42',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      firstName: [TextMessages.brokenCharacter],
      lastName: [TextMessages.nul],
      businessName: [TextMessages.control],
    });
  });
});
