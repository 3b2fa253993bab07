/**
 * multipart/form-data bodies (uploads): read once the route's body limit (lib/body-limits.ts) has
 * let them through, each field once, checked with the descriptor's schema.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './env.ts';
import { fieldErrors } from './error-handler.ts';
import { validation } from './errors.ts';

/** The OpenAPI form of a multipart body's schema (its file fields carry `format: binary` metadata). */
export function plainSchema(schema: z.ZodType) {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest as Record<string, unknown>;
}

/**
 * A multipart/form-data body's fields, checked with the declaration's schema. Any other content
 * type reads as no fields (so it fails validation with a 422); a body over the route's limit still
 * ends as the body limit's 413. A field sent more than once is refused (422 naming it): every
 * field of a form is one value, and a repeated file field would otherwise slip past a count of
 * files, one copy kept and the others dropped unseen.
 */
export async function multipartBody(c: Context<AppEnv>, schema: z.ZodType): Promise<unknown> {
  let fields: Record<string, unknown> = {};
  if (/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch (err) {
      if (err instanceof Error && err.name === 'BodyLimitError') throw err;
      throw validation({ file: ['The upload could not be read. Send it as multipart/form-data.'] });
    }
    const repeated = [...new Set(form.keys())].filter((k) => form.getAll(k).length > 1);
    if (repeated.length)
      throw validation(Object.fromEntries(repeated.map((k) => [k, ['Send this field once.']])));
    fields = Object.fromEntries(form.entries());
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw validation(fieldErrors(parsed.error));
  return parsed.data;
}
