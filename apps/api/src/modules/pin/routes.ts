/**
 * Transaction PIN (spec 000 §7: settings/pin/*). About the caller's own PIN: a session, no
 * permission. Descriptors and bodies are in packages/contract/src/pin.ts; the lock in verify.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as pin from '@payrail/contract/pin';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { changePin, registerPin, sendNewPin } from './service.ts';
import { pinState } from './verify.ts';

const tag = 'Transaction PIN';

export function pinRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    pin.checkPin,
    {
      tag,
      summary: 'Whether the caller has a transaction PIN, and whether PIN use is locked',
      description:
        '`locked`: five wrong PINs were entered; PIN use stays locked until `lockedUntil` for every session (signing in again does not unlock it). Each lock since the last right PIN lasts longer: 15 minutes, an hour, then 24 hours. `attemptsLeft` counts the wrong PINs still allowed.',
    },
    async (ctx) => ({ message: 'PIN status', responseBody: await pinState(ctx) }),
  );

  endpoint(
    app,
    pin.registerPin,
    {
      tag,
      summary: 'Set the transaction PIN (the first time)',
      description:
        'Four digits, not easily guessed (one digit repeated, a run like 1234 or 4321, a pair like 1212 are refused), typed twice. 409 `PIN_ALREADY_SET` when a PIN exists: use change-pin.',
    },
    async (ctx, { body }) => {
      await registerPin(ctx, body);
      return { message: 'Transaction pin set successfully', responseBody: {} };
    },
  );

  endpoint(
    app,
    pin.changePin,
    {
      tag,
      summary: 'Change the transaction PIN; needs the current one',
      description:
        'A wrong `currentPin` answers 422 `INVALID_PIN` with the attempts left on `currentPin`; the fifth wrong PIN, and every try after it, answers 423 `PIN_LOCKED` with the lock’s end in the message and `Retry-After`. 409 `PIN_NOT_SET` before a PIN was set.',
    },
    async (ctx, { body }) => {
      await changePin(ctx, body);
      return { message: 'Transaction pin updated successfully', responseBody: {} };
    },
  );

  endpoint(
    app,
    pin.sendNewPin,
    {
      tag,
      summary: 'Email a new random transaction PIN; the old one stops working',
      description:
        'A GET that changes data, as the spec has it. Works with or without a PIN set; at most 3 an hour (429). It neither lifts a lock nor restarts the lock’s escalation: the new PIN works once the lock ends. The user gets an in-app notification.',
    },
    async (ctx) => {
      await sendNewPin(ctx);
      return { message: 'New pin sent successfully', responseBody: {} };
    },
  );
}
