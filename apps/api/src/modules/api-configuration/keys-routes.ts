/**
 * API keys (issue 16): GET settings/send-api-key (spec 001 §7), the roll, and the public reveal the
 * emailed link's page calls. Descriptors in packages/contract/src/api-keys.ts; rules in keys-service.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as apiKeys from '@payrail/contract/api-keys';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { revealApiKeys, rollApiKeys, sendApiKey } from './keys-service.ts';

const tag = 'API configuration';
const M = apiKeys.API_KEY_MESSAGES;

export function apiKeyRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    apiKeys.sendApiKey,
    {
      tag,
      summary: 'Email the owner a one-time link to new API keys',
      description:
        'Secret keys are stored only hashed, so they cannot be emailed. The owner gets a link that works once, within 15 minutes; opening it issues a new public and secret key per mode (sandbox `sk_test_`, live `sk_live_`) and shows them once. Keys it replaces keep working for 24 hours unless rolled sooner. 503 CREDENTIALS_NOT_SENT ("Failed to request credentials") when the email cannot be sent.',
    },
    async (ctx) => {
      await sendApiKey(ctx);
      return { message: M.sent, responseBody: {} };
    },
  );

  endpoint(
    app,
    apiKeys.rollApiKeys,
    {
      tag,
      summary: 'Roll the secret keys: choose when the current ones stop working',
      description:
        'With the transaction PIN. `grace`: `now`, `1h`, `24h` or `7d`; a key already ending sooner keeps its end. The owner is emailed a one-time link to the new keys (as send-api-key). Audited.',
    },
    async (ctx, { body }) => ({ message: M.rolled, responseBody: await rollApiKeys(ctx, body) }),
  );

  endpoint(
    app,
    apiKeys.revealApiKeys,
    {
      tag,
      summary: "The emailed link's page: issue new API keys and show them once",
      description:
        'Public (the link is the proof). A token already used answers 409 API_KEY_REVEAL_USED, one past its 15 minutes 409 API_KEY_REVEAL_EXPIRED, an unknown one 404. The page asks before calling, so a mail scanner that opens the link does not use it.',
    },
    async (ctx, { body }) => ({ message: M.revealed, responseBody: await revealApiKeys(ctx, body) }),
  );
}
