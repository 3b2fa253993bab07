/**
 * Transaction PIN (spec 000 §7: settings/pin/*). About the caller's own PIN: a session, no
 * permission. Bodies and rules are in packages/contract/src/pin.ts; the lock in verify.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Empty } from '@payrail/contract/envelope';
import { ChangePinRequest, PinStatus, RegisterPinRequest } from '@payrail/contract/pin';
import type { AppEnv } from '../../lib/env.ts';
import { endpoint, sessionAccess } from '../../lib/route.ts';
import { changePin, registerPin, sendNewPin } from './service.ts';
import { pinState } from './verify.ts';

const base = { version: 'v1' as const, tag: 'Transaction PIN', access: sessionAccess };

export function pinRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/settings/pin/check-pin',
      summary: 'Whether the caller has a transaction PIN, and whether PIN use is locked',
      description:
        '`locked`: five wrong PINs were entered; PIN use stays locked until `lockedUntil` for every session (signing in again does not unlock it). Each lock since the last right PIN lasts longer: 15 minutes, an hour, then 24 hours. `attemptsLeft` counts the wrong PINs still allowed.',
      response: PinStatus,
    },
    async (c) => ({ message: 'PIN status', responseBody: await pinState(c.get('deps'), c.get('auth')) }),
  );

  endpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/settings/pin/register-pin',
      summary: 'Set the transaction PIN (the first time)',
      description:
        'Four digits, not easily guessed (one digit repeated, a run like 1234 or 4321, a pair like 1212 are refused), typed twice. 409 `PIN_ALREADY_SET` when a PIN exists: use change-pin.',
      body: RegisterPinRequest,
      response: Empty,
      errors: [409],
    },
    async (c, { body }) => {
      await registerPin(c.get('deps'), c.get('auth'), body);
      return { message: 'Transaction pin set successfully', responseBody: {} };
    },
  );

  endpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/settings/pin/change-pin',
      summary: 'Change the transaction PIN; needs the current one',
      description:
        'A wrong `currentPin` answers 422 `INVALID_PIN` with the attempts left on `currentPin`; the fifth wrong PIN, and every try after it, answers 423 `PIN_LOCKED` with the lock’s end in the message and `Retry-After`. 409 `PIN_NOT_SET` before a PIN was set.',
      body: ChangePinRequest,
      response: Empty,
      errors: [409, 423],
    },
    async (c, { body }) => {
      await changePin(c.get('deps'), c.get('auth'), body);
      return { message: 'Transaction pin updated successfully', responseBody: {} };
    },
  );

  endpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/settings/pin/send-new-pin',
      summary: 'Email a new random transaction PIN; the old one stops working',
      description:
        'A GET that changes data, as the spec has it. Works with or without a PIN set; at most 3 an hour (429). It neither lifts a lock nor restarts the lock’s escalation: the new PIN works once the lock ends. The user gets an in-app notification.',
      response: Empty,
      errors: [429],
    },
    async (c) => {
      await sendNewPin(c.get('deps'), c.get('auth'));
      return { message: 'New pin sent successfully', responseBody: {} };
    },
  );
}
