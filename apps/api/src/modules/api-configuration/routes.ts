/**
 * API configuration (spec 001 §7: GET and PATCH settings/api-configuration, v2). Descriptors in
 * packages/contract/src/api-configuration.ts; the rules in configuration-service.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as apiConfiguration from '@payrail/contract/api-configuration';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { getApiConfiguration, updateApiConfiguration } from './configuration-service.ts';
import { apiKeyRoutes } from './keys-routes.ts';

const tag = 'API configuration';
const M = apiConfiguration.API_CONFIGURATION_MESSAGES;

export function apiConfigurationRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    apiConfiguration.getApiConfiguration,
    {
      tag,
      summary:
        'The webhook and callback addresses, the webhook signing secret, the API keys and their IP allow-list',
      description:
        '`webhookSecret` (`whsec_…`, Standard Webhooks) signs every webhook; it is made when a webhook address is first set. Null fields are not set yet. `keys` lists per mode the keys still working, newest first: public keys in full, secret keys only masked (`sk_test_••••••••1a2b`; they are stored hashed). `ipAllowList`: where secret keys may be used from (empty: anywhere).',
    },
    async (ctx) => ({ message: M.read, responseBody: await getApiConfiguration(ctx) }),
  );

  endpoint(
    app,
    apiConfiguration.updateApiConfiguration,
    {
      tag,
      summary: 'Set the webhook and callback addresses, or roll the signing secret',
      description:
        "Only the fields sent change; null clears an address. A webhook address must be an http(s) URL (https in live mode) whose host resolves to public addresses: private, loopback and link-local ones are refused with 422 on `webhookUrl` (the check is repeated at every send). `rollWebhookSecret: true` replaces the secret at once: the old one stops verifying. `ipAllowList` replaces the secret keys' allow-list (IPv4/IPv6 addresses and CIDRs, at most 50; `[]` allows any address); the change is audited and mailed to the owner.",
    },
    async (ctx, { body }) => ({ message: M.updated, responseBody: await updateApiConfiguration(ctx, body) }),
  );

  apiKeyRoutes(app);
}
