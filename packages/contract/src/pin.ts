/**
 * Transaction PIN (spec 000 §7: settings/pin/*). The spec shows no shapes or bounds; decided here:
 * four digits, and not an easily guessed one (one digit repeated, a straight run up or down, a
 * pair repeated). Five wrong PINs lock PIN use for a time that grows with each lock (15 minutes,
 * an hour, then 24 hours); signing in again does not unlock it, a right PIN resets the escalation.
 */
import { z } from 'zod';
import { defineEndpoint, sessionAccess } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { line } from './text.ts';

export const PIN_LENGTH = 4;
export const PIN_MAX_ATTEMPTS = 5;
/** How long the n-th lock since the last right PIN lasts (the last one for every later lock). */
export const PIN_LOCK_DURATIONS_MS = [15 * 60_000, 60 * 60_000, 24 * 60 * 60_000] as const;

export const PinMessages = {
  /** `until` as the API writes it: '25 Nov 2026, 16:05 UTC'. */
  locked: (until: string) => `Too many wrong PINs: PIN use is locked until ${until}.`,
  lockedNow: (until: string) => `Wrong PIN. That was the fifth wrong PIN: PIN use is locked until ${until}.`,
  wrong: (left: number) => `Wrong PIN. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  alreadySet: 'A transaction PIN is already set. Change it instead.',
  notSet: 'Set a transaction PIN first.',
  trivial:
    'Choose a PIN that is harder to guess: not one digit repeated, a run like 1234 or 4321, or a pair like 1212.',
  format: `Your PIN must be ${PIN_LENGTH} digits`,
  mismatch: 'The PINs do not match',
  sameAsCurrent: 'Your new PIN must be different from your current PIN',
} as const;

/** One digit repeated (0000), a straight run up or down (1234, 0123, 9876, 4321), a pair repeated (1212). */
export function isTrivialPin(pin: string): boolean {
  const d = [...pin].map(Number);
  const steps = d.slice(1).map((x, i) => x - d[i]!);
  if (steps.every((s) => s === 0)) return true;
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return true;
  return pin.length === 4 && pin.slice(0, 2) === pin.slice(2);
}

/** A PIN as typed to prove who you are (the current PIN, or the PIN as two-factor proof). */
export const PinDigits = line().regex(/^\d{4}$/, PinMessages.format);
const digits = PinDigits;
export const NewPin = digits.refine((p) => !isTrivialPin(p), PinMessages.trivial);

export const RegisterPinRequest = z
  .object({ pin: NewPin, confirmPin: line() })
  .refine((v) => v.pin === v.confirmPin, { path: ['confirmPin'], message: PinMessages.mismatch })
  .meta({ id: 'RegisterPinRequest' });
export type RegisterPinRequest = z.infer<typeof RegisterPinRequest>;

export const ChangePinRequest = z
  .object({ currentPin: digits, newPin: NewPin, confirmPin: line() })
  .refine((v) => v.newPin === v.confirmPin, { path: ['confirmPin'], message: PinMessages.mismatch })
  .refine((v) => v.newPin !== v.currentPin, { path: ['newPin'], message: PinMessages.sameAsCurrent })
  .meta({ id: 'ChangePinRequest' });
export type ChangePinRequest = z.infer<typeof ChangePinRequest>;

/** GET settings/pin/check-pin. */
export const PinStatus = z
  .object({
    hasPin: z.boolean(),
    /** Five wrong PINs: locked until `lockedUntil`, whatever the session. */
    locked: z.boolean(),
    attemptsLeft: z.number().int(),
    /** ISO time the lock ends; null when not locked. */
    lockedUntil: z.string().nullable(),
  })
  .meta({ id: 'PinStatus' });
export type PinStatus = z.infer<typeof PinStatus>;

/** GET settings/pin/check-pin: whether the caller has a PIN, and whether PIN use is locked. */
export const checkPin = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/settings/pin/check-pin',
  access: sessionAccess,
  response: PinStatus,
});

/** POST settings/pin/register-pin: the first PIN. */
export const registerPin = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/settings/pin/register-pin',
  access: sessionAccess,
  body: RegisterPinRequest,
  response: Empty,
  errors: ['PIN_ALREADY_SET'],
});

/** POST settings/pin/change-pin: needs the current PIN. */
export const changePin = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/settings/pin/change-pin',
  access: sessionAccess,
  body: ChangePinRequest,
  response: Empty,
  errors: ['INVALID_PIN', 'PIN_LOCKED', 'PIN_NOT_SET'],
});

/** GET settings/pin/send-new-pin: emails a new PIN (a GET that changes data, as the spec has it). */
export const sendNewPin = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/settings/pin/send-new-pin',
  access: sessionAccess,
  response: Empty,
  errors: ['RATE_LIMITED'],
});
