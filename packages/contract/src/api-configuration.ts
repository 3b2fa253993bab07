/**
 * The merchant's API configuration (spec 001 §7: GET and PATCH settings/api-configuration, v2):
 * where webhooks are sent and where the checkout sends the payer back, and the secret webhooks are
 * signed with (Standard Webhooks: `whsec_` + base64, made on the first configuration and rolled on
 * request); the API keys, masked, and the secret keys' IP allow-list (api-keys.ts).
 *
 * A webhook address must be an http(s) URL whose host is reachable from the internet: the API
 * refuses private, loopback and link-local addresses (checked on the resolved address, and again at
 * each send), unless the server is configured to allow them for local development.
 */
import { z } from 'zod';
import { ApiKeys, IpAllowList } from './api-keys.ts';
import { defineEndpoint, needsAny } from './endpoint.ts';

export const API_CONFIGURATION_MESSAGES = {
  updated: 'API settings updated successfully',
  read: 'API settings retrieved successfully',
  badUrl: 'Enter a full http:// or https:// address',
  privateTarget:
    'This address points to a private or local network. Use an address that can be reached from the internet.',
  unresolved: 'We could not find this address. Check the host name.',
  httpsOnly: 'Use an https:// address',
} as const;

export const URL_MAX = 2048;

/** An absolute http(s) URL without credentials; null clears it. */
export const TargetUrl = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (
        (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && !!u.hostname
      );
    } catch {
      return false;
    }
  }, API_CONFIGURATION_MESSAGES.badUrl);

export const ApiConfiguration = z
  .object({
    webhookUrl: z.string().nullable(),
    callbackUrl: z.string().nullable(),
    /** `whsec_…`; null until a webhook address is first set. */
    webhookSecret: z.string().nullable(),
    updatedAt: z.string().nullable(),
    /** Public keys in full, secret keys masked. */
    keys: ApiKeys,
    /** Where a secret key may be used from; empty: anywhere. */
    ipAllowList: z.array(z.string()),
  })
  .meta({ id: 'ApiConfiguration' });
export type ApiConfiguration = z.infer<typeof ApiConfiguration>;

/** Only the fields sent change; null clears an address. */
export const UpdateApiConfigurationRequest = z
  .object({
    webhookUrl: TargetUrl.nullable().optional(),
    callbackUrl: TargetUrl.nullable().optional(),
    /** Replace the signing secret with a new one (the old one stops working at once). */
    rollWebhookSecret: z.boolean().optional(),
    /** Replaces the secret keys' IP allow-list; [] allows any address. */
    ipAllowList: IpAllowList.optional(),
  })
  .strict()
  .meta({ id: 'UpdateApiConfigurationRequest' });
export type UpdateApiConfigurationRequest = z.infer<typeof UpdateApiConfigurationRequest>;

/** GET settings/api-configuration (v2). */
export const getApiConfiguration = defineEndpoint({
  method: 'get',
  version: 'v2',
  path: '/settings/api-configuration',
  access: needsAny('settings-all:read', 'settings-api-and-webhook:read'),
  response: ApiConfiguration,
});

/** PATCH settings/api-configuration (v2). */
export const updateApiConfiguration = defineEndpoint({
  method: 'patch',
  version: 'v2',
  path: '/settings/api-configuration',
  access: needsAny('settings-all:update', 'settings-api-and-webhook:update'),
  body: UpdateApiConfigurationRequest,
  response: ApiConfiguration,
});
