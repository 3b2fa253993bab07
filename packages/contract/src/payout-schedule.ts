/**
 * Automatic payouts (issue 14, beyond the spec, as the anchors offer): once a day, or once a week
 * on a chosen weekday, at 09:00 Africa/Lagos, the whole available NGN balance less the payout fee
 * is paid to the default settlement account when it reaches `minimum`. Nothing is paid while KYB
 * is not approved, without a settlement account, or within its 24-hour hold; a day's run pays at
 * most once. Changing the setting needs the transaction PIN and is audited.
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import { PAYOUT_MAX, PAYOUT_MIN } from './payouts.ts';
import { PinDigits } from './pin.ts';

export const AUTOMATIC_PAYOUTS_UPDATED = 'Automatic payouts updated';
export const PAYOUT_FREQUENCIES = ['daily', 'weekly'] as const;
/** Weekdays a weekly payout may run on: 1 Monday … 5 Friday (banks settle on business days). */
export const PAYOUT_WEEKDAYS = [1, 2, 3, 4, 5] as const;

export const AutomaticPayouts = z
  .object({
    enabled: z.boolean(),
    frequency: z.enum(PAYOUT_FREQUENCIES),
    weekday: z.number().int().nullable(),
    /** Kobo: nothing is paid while the available balance is below it. */
    minimum: z.number().int(),
    /** The next run's time (ISO), while enabled. */
    nextRunAt: z.string().nullable(),
  })
  .meta({ id: 'AutomaticPayouts' });
export type AutomaticPayouts = z.infer<typeof AutomaticPayouts>;

export const SaveAutomaticPayouts = z
  .object({
    enabled: z.boolean({ message: 'Choose on or off' }),
    frequency: z.enum(PAYOUT_FREQUENCIES, { message: 'Choose daily or weekly' }),
    weekday: z
      .number({ message: 'Choose a weekday' })
      .int('Choose a weekday')
      .min(1, 'Choose Monday to Friday')
      .max(5, 'Choose Monday to Friday')
      .nullish(),
    minimum: z
      .number({ message: 'Enter the minimum in kobo (a whole number)' })
      .int('Enter a whole number of kobo')
      .min(PAYOUT_MIN, `The minimum is at least ₦${PAYOUT_MIN / 100}`)
      .max(PAYOUT_MAX, 'The minimum is too large'),
    pin: PinDigits,
  })
  .refine((v) => v.frequency === 'daily' || v.weekday != null, {
    path: ['weekday'],
    message: 'Choose the weekday of the weekly payout',
  })
  .meta({ id: 'SaveAutomaticPayouts' });
export type SaveAutomaticPayouts = z.input<typeof SaveAutomaticPayouts>;

/** GET payouts/automatic: the setting (off by default). */
export const getAutomaticPayouts = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/payouts/automatic',
  access: needs('payout:read'),
  response: AutomaticPayouts,
});

/** PUT payouts/automatic: with the PIN; 'Automatic payouts updated'. */
export const saveAutomaticPayouts = defineEndpoint({
  method: 'put',
  version: 'v1',
  path: '/payouts/automatic',
  access: needs('payout:create'),
  body: SaveAutomaticPayouts,
  response: AutomaticPayouts,
  errors: ['INVALID_PIN', 'PIN_LOCKED', 'PIN_NOT_SET'],
});
