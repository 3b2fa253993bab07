/**
 * The no-JavaScript form post: `application/x-www-form-urlencoded` fields → the same JSON body the
 * hydrated page sends (@payrail/pay-page form-values.ts), validated with the contract's StartCheckout.
 * Card number and CVV pass straight to the checkout service: never logged, never echoed back.
 */
import type { PublicLinkView } from '@payrail/contract/checkout';
import { StartCheckout } from '@payrail/contract/checkout';
import { echoValues, toStartBody } from '@payrail/pay-page/form-values';
import type { z } from 'zod';
import { fieldErrors } from '#lib/error-handler.ts';

export type FormFields = Record<string, string>;

/** Only string fields, at most 60 of them, each cut at 1,000 characters. */
export function formFields(body: Record<string, unknown>): FormFields {
  const out: FormFields = {};
  for (const [k, v] of Object.entries(body).slice(0, 60))
    if (typeof v === 'string') out[k.slice(0, 60)] = v.slice(0, 1000);
  return out;
}

export type ParsedStart =
  | { ok: true; input: z.output<typeof StartCheckout> }
  | { ok: false; errors: Record<string, string[]>; values: FormFields };

export function parseStart(view: PublicLinkView, fields: FormFields): ParsedStart {
  const { body, errors } = toStartBody(view, fields);
  const parsed = StartCheckout.safeParse(body);
  const all = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...errors };
  if (!parsed.success || Object.keys(all).length)
    return { ok: false, errors: all, values: echoValues(fields) };
  return { ok: true, input: parsed.data };
}
