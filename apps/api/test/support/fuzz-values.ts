/**
 * fast-check arbitraries built from the OpenAPI document's JSON schemas: values shaped like the
 * schema (so a request gets past its first checks and reaches the handler), mixed with the inputs
 * attackers send: NUL bytes, lone UTF-16 surrogates, huge and tiny numbers, wrong types,
 * prototype keys, arrays for objects, very long strings, and path and query parameters that are
 * not valid percent-encoded UTF-8.
 */
import fc from 'fast-check';

// biome-ignore lint/suspicious/noExplicitAny: JSON schemas are walked loosely
export type JsonSchema = Record<string, any>;
type Components = Record<string, JsonSchema>;

/** A number token written into the JSON as is (1e400 parses to Infinity). */
const RAW = '\u0001raw:';
export const rawNumber = (token: string) => `${RAW}${token}`;

/** JSON text of a value, with rawNumber() placeholders written as bare number tokens. */
export function toJson(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.replace(/"\\u0001raw:([^"]*)"/g, '$1');
}

/** An object with an own property named `key` (`{ __proto__: … }` in a literal sets the prototype instead). */
export function withOwn(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const out = { ...base };
  Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
  return out;
}

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const nastyStrings = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  '\ud83d',
  'x\udc00y',
  'Ada \ud83d',
  '\u0001\u001f\u007f',
  'line\r\nbreak',
  'x'.repeat(5000),
  'é'.repeat(2000),
  '',
  ' ',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '18446744073709551616',
  '__proto__',
  'constructor',
  'prototype',
  "'; select pg_sleep(0); --",
  '%00',
);

const nastyNumbers = fc.constantFrom<unknown>(
  1e308,
  -1e308,
  -0,
  2 ** 64,
  2 ** 53 + 2,
  2 ** 31,
  3e9,
  Number.MAX_SAFE_INTEGER,
  -1,
  0,
  0.5,
  99.99,
  1e-300,
  Number.MIN_VALUE,
  rawNumber('1e400'),
  rawNumber('-1e400'),
  rawNumber('123456789012345678901234567890'),
);

const protoObjects = fc.constantFrom<unknown>(
  withOwn({}, '__proto__', { polluted: true }),
  withOwn({}, 'constructor', 'x'),
  withOwn({}, 'constructor', { prototype: { polluted: true } }),
  withOwn({}, 'prototype', 1),
  withOwn({}, 'toString', 'x'),
);

const wrongTypes = fc.constantFrom<unknown>(true, false, null, [], {}, [1, 'a'], { a: 1 }, 'text', 42);

/** Anything hostile, whatever the schema says. */
export const nasty: fc.Arbitrary<unknown> = fc.oneof(nastyStrings, nastyNumbers, protoObjects, wrongTypes);

/** Values the fields of these names need to get past their format checks (the sandbox's cards). */
const HINTS: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.constantFrom('ada@example.com', 'ADA@Example.COM'),
  phone: fc.constantFrom('08031234567', '+2348031234567'),
  number: fc.constantFrom('4084084084084081', '5060666666666666666', '4000000000000002'),
  expiry: fc.constantFrom('12/30', '01/20'),
  cvv: fc.constant('123'),
  otp: fc.constantFrom('123456', '000000'),
  amount: fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(1, 100, 10_000)),
  minAmount: fc.integer({ min: 1, max: 1_000_000 }),
  channel: fc.constantFrom('bank_transfer', 'ussd', 'card'),
  customSlug: fc.constantFrom('fuzz-slug', 'another-one'),
  redirectUrl: fc.constantFrom('https://example.com/thanks', 'http://example.com'),
  expiresAt: fc.constantFrom('2099-01-01T00:00:00Z', '2000-01-01T00:00:00Z'),
};

export class SchemaArbitraries {
  private readonly components: Components;
  constructor(components: Components) {
    this.components = components;
  }

  resolve(s: JsonSchema | undefined): JsonSchema | undefined {
    let out = s;
    for (let i = 0; out?.$ref && i < 10; i++) out = this.components[String(out.$ref).split('/').pop()!];
    return out;
  }

  /** Mostly shaped like the schema; sometimes hostile, at any depth. */
  any(s: JsonSchema | undefined, name = '', depth = 0): fc.Arbitrary<unknown> {
    return fc.oneof(
      { arbitrary: this.shaped(s, name, depth, true), weight: 4 },
      { arbitrary: this.spoiled(s, name), weight: 2 },
      { arbitrary: nasty, weight: 1 },
    );
  }

  /**
   * A value shaped like the schema with exactly one part spoiled (text with NUL, a lone surrogate
   * or a control character appended, or anything hostile), so the rest gets past validation and
   * the one bad part is what the handler meets.
   */
  oneSpoiled(s: JsonSchema | undefined): fc.Arbitrary<unknown> {
    const bad = fc.oneof(fc.constantFrom('\u0000', '\ud83d', '\udc00', '\u0007'), nasty);
    return fc.tuple(this.shaped(s), fc.nat(), bad).map(([value, index, replacement]) => {
      const spots = places(value);
      if (!spots.length)
        return typeof replacement === 'string' ? `${String(value)}${replacement}` : replacement;
      const [parent, key] = spots[index % spots.length]!;
      const old = (parent as Record<string, unknown>)[key];
      const next =
        typeof replacement === 'string' && replacement.length === 1 && typeof old === 'string'
          ? `${old}${replacement}`
          : replacement;
      Object.defineProperty(parent, key, {
        value: next,
        enumerable: true,
        configurable: true,
        writable: true,
      });
      return value;
    });
  }

  /** A shaped value with NUL, a lone surrogate or a control character put into its text. */
  private spoiled(s: JsonSchema | undefined, name: string): fc.Arbitrary<unknown> {
    return fc
      .tuple(this.leaf(this.resolve(s) ?? {}, name), fc.constantFrom('\u0000', '\ud83d', '\udc00', '\u0007'))
      .map(([v, bad]) => (typeof v === 'string' ? `${v}${bad}` : v));
  }

  /** Shaped like the schema; with `hostile`, its parts may be hostile too. */
  shaped(raw: JsonSchema | undefined, name = '', depth = 0, hostile = false): fc.Arbitrary<unknown> {
    const s = this.resolve(raw);
    if (!s || depth > 4) return fc.constant(null);
    const options = s.anyOf ?? s.oneOf;
    if (Array.isArray(options) && options.length)
      return fc.oneof(...options.map((o: JsonSchema) => this.shaped(o, name, depth + 1, hostile)));
    if (Array.isArray(s.allOf) && s.allOf.length) return this.shaped(s.allOf[0], name, depth + 1, hostile);
    const part = (x: JsonSchema | undefined, n: string) =>
      hostile ? this.any(x, n, depth + 1) : this.shaped(x, n, depth + 1);
    if (s.type === 'object' || s.properties) return this.object(s, part, hostile);
    if (s.type === 'array') {
      const max = Math.min(s.maxItems ?? 3, 3);
      return fc.array(part(s.items, name), { maxLength: max });
    }
    return this.leaf(s, name);
  }

  private object(
    s: JsonSchema,
    part: (x: JsonSchema | undefined, name: string) => fc.Arbitrary<unknown>,
    hostile: boolean,
  ): fc.Arbitrary<unknown> {
    const props: Record<string, JsonSchema> = s.properties ?? {};
    const required = new Set<string>(s.required ?? []);
    const fields = Object.keys(props).map((k) =>
      fc.tuple(
        fc.constant(k),
        required.has(k) ? fc.constant(true) : fc.nat(3).map((n) => n > 0),
        part(props[k], k),
      ),
    );
    const keys = hostile
      ? fc.oneof(
          fc.constantFrom(...PROTO_KEYS, 'a\u0000', '\ud83d', 'order_no'),
          fc.stringMatching(/^[a-z_]{1,12}$/),
        )
      : fc.constant('order_no');
    const extra =
      s.additionalProperties && typeof s.additionalProperties === 'object'
        ? fc.array(fc.tuple(keys, part(s.additionalProperties, '')), { maxLength: 3 })
        : fc.constant([] as [string, unknown][]);
    const protoKey = hostile
      ? fc.option(fc.tuple(fc.constantFrom(...PROTO_KEYS), nasty), { freq: 8 })
      : fc.constant(null);
    return fc.tuple(fc.tuple(...fields), extra, protoKey).map(([fs, more, proto]) => {
      let out: Record<string, unknown> = {};
      for (const [k, present, v] of fs) if (present) out = withOwn(out, k, v);
      for (const [k, v] of more) out = withOwn(out, k, v);
      if (proto) out = withOwn(out, proto[0], proto[1]);
      return out;
    });
  }

  private leaf(s: JsonSchema, name: string): fc.Arbitrary<unknown> {
    if ('const' in s) return fc.constant(s.const);
    if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...s.enum);
    const hint = HINTS[name];
    if (hint) return hint;
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    if (type === 'integer' || type === 'number') {
      const min = typeof s.minimum === 'number' ? s.minimum : -1000;
      const max = typeof s.maximum === 'number' ? Math.min(s.maximum, 1e9) : 1_000_000;
      return fc.integer({ min: Math.max(min, -1e9), max: Math.max(max, min) });
    }
    if (type === 'boolean') return fc.boolean();
    if (type === 'string') return this.text(s);
    return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null));
  }

  private text(s: JsonSchema): fc.Arbitrary<unknown> {
    if (s.format === 'email') return fc.emailAddress();
    if (s.format === 'date-time') return fc.constantFrom('2030-01-01T00:00:00Z', '2000-01-01T00:00:00.000Z');
    if (s.format === 'date') return fc.constantFrom('2026-01-01', '2026-12-31');
    if (s.format === 'uri') return fc.webUrl();
    if (typeof s.pattern === 'string') {
      try {
        return fc.stringMatching(new RegExp(s.pattern));
      } catch {
        // A pattern fast-check cannot generate from (lookarounds): plain text below.
      }
    }
    const min = s.minLength ?? 0;
    return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(s.maxLength ?? 30, 30)) });
  }
}

/** Every [container, key] of a JSON value, depth first: the places one part can be spoiled. */
function places(value: unknown, out: [object, string][] = []): [object, string][] {
  if (value && typeof value === 'object')
    for (const key of Object.keys(value)) {
      out.push([value, key]);
      places((value as Record<string, unknown>)[key], out);
    }
  return out;
}

/** Percent-encodes text as a URL would carry it, with lone surrogates as their (invalid) UTF-8 bytes. */
export function encodeParam(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

/** Already-encoded path or query tokens that are not valid percent-encoded UTF-8 text, or are hostile. */
export const badParam = fc.constantFrom(
  '%00',
  'PL-%00',
  '%FF',
  '%ED%A0%80',
  '%ED%A0%BD',
  '%E0%A4%A',
  '%',
  '%C0%80',
  '%0A',
  '%01',
  'a'.repeat(3000),
  '%F0%9F%98%80',
  '%2e%2e',
  '%2F',
  '__proto__',
  'constructor',
  '-1',
  '1e308',
  '18446744073709551616',
  'NaN',
);
