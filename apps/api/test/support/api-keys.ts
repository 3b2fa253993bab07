/** API keys in tests: ask for the credentials, open the emailed link's token, reveal the keys. */
import { expect } from 'vitest';
import type { Harness } from './harness.ts';
import { firstLink, lastMail } from './mailbox.ts';

export const CONFIG = '/api/v2/settings/api-configuration';
export const SEND = '/api/v1/settings/send-api-key';
export const ROLL = '/api/v2/settings/api-keys/roll';
export const REVEAL = '/api/v1/api-keys/reveal';

/** The token of the newest credentials link mailed to `email`. */
export async function revealToken(t: Harness, email: string): Promise<string> {
  const url = firstLink(await lastMail(t.db, email, /API credentials/));
  expect(url.pathname).toBe('/auth/api-keys');
  return url.searchParams.get('token')!;
}

/** Asks for the credentials as `token`'s user and opens the link: the new keys, in full. */
export async function issueKeys(t: Harness, token: string, ownerEmail: string) {
  const sent = await t.get(SEND, { token });
  expect(sent.status, sent.text).toBe(200);
  const res = await t.post(REVEAL, { token: await revealToken(t, ownerEmail) });
  expect(res.status, res.text).toBe(200);
  const keys = res.body.responseBody.keys as { mode: string; publicKey: string; secretKey: string }[];
  return { test: keys.find((k) => k.mode === 'test')!, live: keys.find((k) => k.mode === 'live')! };
}
