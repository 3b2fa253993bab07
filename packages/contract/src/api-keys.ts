/**
 * API keys (issue 16): a public key (`pk_test_…`, `pk_live_…`, shown in full) and a secret key
 * (`sk_test_…`, `sk_live_…`) per mode. The secret is stored only hashed, so it is shown masked
 * (`sk_test_••••••••1a2b`) everywhere but once: GET settings/send-api-key emails the owner a link
 * that works once within 15 minutes, and opening it issues new secret keys and shows them (the ones
 * they replace keep working for 24 hours unless already rolled). Rolling (with the PIN) sets when
 * the current secret keys stop working: now, in 1 hour, 24 hours or 7 days, and sends the link for
 * the new ones. Why this way: docs/SECURITY.md, "API keys".
 *
 * The IP allow-list limits where a secret key may be used from (empty: anywhere): IPv4 or IPv6
 * addresses and CIDRs.
 */
import { z } from 'zod';
import { defineEndpoint, needsAny, publicAccess } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { PinDigits } from './pin.ts';
import { line } from './text.ts';

export const API_KEY_MESSAGES = {
  sent: 'Your credentials have been sent to your email',
  failed: 'Failed to request credentials',
  rolled: 'Your secret keys were rolled. We have emailed the owner a link to the new keys.',
  revealed: 'Here are your new API keys',
  badAddress: 'Enter an IP address (203.0.113.7, 2001:db8::1) or a range (203.0.113.0/24)',
  tooMany: 'Up to 50 addresses',
  duplicate: 'This address is already in the list',
  badLink: 'This link is not valid. Request your credentials again from Settings → APIs.',
} as const;

export const API_KEY_MODES = ['test', 'live'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

/** How long a rolled secret key keeps working. */
export const ROLL_GRACES = { now: 0, '1h': 3_600_000, '24h': 86_400_000, '7d': 7 * 86_400_000 } as const;
export type RollGrace = keyof typeof ROLL_GRACES;
export const ROLL_GRACE_LABELS: Record<RollGrace, string> = {
  now: 'Stop now',
  '1h': 'In 1 hour',
  '24h': 'In 24 hours',
  '7d': 'In 7 days',
};

export const REVEAL_LINK_TTL_MS = 15 * 60_000;
export const ALLOW_LIST_MAX = 50;

const address = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
/** An IPv4/IPv6 address or CIDR, as a secret key's allow-list takes it. */
export const isIpOrCidr = (value: string) => value.length <= 64 && address.safeParse(value).success;

export const IpOrCidr = line()
  .trim()
  .max(64, API_KEY_MESSAGES.badAddress)
  .refine(isIpOrCidr, API_KEY_MESSAGES.badAddress);

export const IpAllowList = z
  .array(IpOrCidr)
  .max(ALLOW_LIST_MAX, API_KEY_MESSAGES.tooMany)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((v, i) => {
      const key = v.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: API_KEY_MESSAGES.duplicate });
      seen.add(key);
    });
  });

export const MaskedSecret = z.string().meta({ description: 'The secret key masked: prefix and last four.' });

export const ApiKeyPair = z
  .object({
    mode: z.enum(API_KEY_MODES),
    publicKey: z.string(),
    secretKey: MaskedSecret,
    createdAt: z.string(),
    /** Null while in force without end; set once rolled. */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKeyPair' });
export type ApiKeyPair = z.infer<typeof ApiKeyPair>;

/** Per mode: the newest key and the rolled ones still working. */
export const ApiKeys = z
  .object({
    test: z.array(ApiKeyPair),
    live: z.array(ApiKeyPair),
  })
  .meta({ id: 'ApiKeys' });
export type ApiKeys = z.infer<typeof ApiKeys>;

export const RollApiKeysRequest = z
  .object({
    grace: z.enum(Object.keys(ROLL_GRACES) as [RollGrace, ...RollGrace[]]),
    pin: PinDigits,
  })
  .strict()
  .meta({ id: 'RollApiKeysRequest' });
export type RollApiKeysRequest = z.infer<typeof RollApiKeysRequest>;

export const RevealApiKeysRequest = z
  .object({ token: line().min(1).max(200) })
  .strict()
  .meta({ id: 'RevealApiKeysRequest' });

export const RevealedApiKeys = z
  .object({
    keys: z.array(z.object({ mode: z.enum(API_KEY_MODES), publicKey: z.string(), secretKey: z.string() })),
  })
  .meta({ id: 'RevealedApiKeys' });
export type RevealedApiKeys = z.infer<typeof RevealedApiKeys>;

/** GET settings/send-api-key: emails the owner a one-time link to new keys. */
export const sendApiKey = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/settings/send-api-key',
  access: needsAny('settings-all:read', 'settings-api-and-webhook:read'),
  response: Empty,
  errors: ['CREDENTIALS_NOT_SENT'],
});

/** POST settings/api-keys/roll (issue 16; not in the spec): end the current secret keys, with the PIN. */
export const rollApiKeys = defineEndpoint({
  method: 'post',
  version: 'v2',
  path: '/settings/api-keys/roll',
  access: needsAny('settings-all:update', 'settings-api-and-webhook:update'),
  body: RollApiKeysRequest,
  response: ApiKeys,
  errors: ['INVALID_PIN', 'PIN_LOCKED', 'PIN_NOT_SET', 'CREDENTIALS_NOT_SENT'],
});

/** POST api-keys/reveal (public: the emailed link's page): issue and show new keys, once. */
export const revealApiKeys = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/api-keys/reveal',
  access: publicAccess,
  body: RevealApiKeysRequest,
  response: RevealedApiKeys,
  errors: ['NOT_FOUND', 'API_KEY_REVEAL_USED', 'API_KEY_REVEAL_EXPIRED'],
});
