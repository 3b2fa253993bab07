/**
 * Who may read and change the charges, channels and limits (spec 001 §6: the settings need
 * settings-all; settings-api-and-webhook opens only the APIs tab): every endpoint for every kind of
 * caller — no session, a member with the APIs permissions only, a reader, an editor, the owner.
 */
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { merchantWithLink } from './support/payments.ts';
import { createRole, member } from './support/team.ts';

const database = useDatabase();

const READS = [
  '/api/v1/settings/charge-payer',
  '/api/v1/settings/merchant-checkout-channels',
  '/api/v1/charges/pay-in',
  '/api/v1/charges/checkout-charges?amount=100000',
  '/api/v1/get-account-limit',
];
const WRITES: [string, string, unknown][] = [
  ['PUT', '/api/v1/settings/charge-payer', { person: 'customer' }],
  ['PUT', '/api/v1/settings/wrong-transfer-charge-payer', { wrong_transfer_bearer: 'customer' }],
  ['PATCH', '/api/v1/settings/update-checkout-channels', { channels: ['card'] }],
];

describe('settings access', () => {
  test('each role gets what the permission rules give it', async () => {
    const t = harness(database.db);
    const { owner } = await merchantWithLink(t);
    const as = async (permissions: string[]) =>
      (await member(t, owner.token, { roleName: (await createRole(t, owner.token, permissions)).name }))
        .token;
    const apisOnly = await as(['settings-api-and-webhook:read', 'settings-api-and-webhook:update']);
    const reader = await as(['settings-all:read']);
    const editor = await as(['settings-all:read', 'settings-all:update']);

    for (const path of READS) {
      errorBody(await t.get(path), 401);
      errorBody(await t.get(path, { token: apisOnly }), 403, 'NOT_AUTHORIZED');
      expect((await t.get(path, { token: reader })).status, path).toBe(200);
      expect((await t.get(path, { token: editor })).status, path).toBe(200);
      expect((await t.get(path, { token: owner.token })).status, path).toBe(200);
    }
    for (const [method, path, body] of WRITES) {
      errorBody(await t.call(method, path, { body }), 401);
      const refused = errorBody(await t.call(method, path, { body, token: apisOnly }), 403);
      expect(refused.message).toBe('Not authorized');
      errorBody(await t.call(method, path, { body, token: reader }), 403, 'NOT_AUTHORIZED');
      expect((await t.call(method, path, { body, token: editor })).status, path).toBe(200);
      expect((await t.call(method, path, { body, token: owner.token })).status, path).toBe(200);
    }
    // The editor's changes are the merchant's: the owner reads them.
    const read = await t.get('/api/v1/settings/charge-payer', { token: owner.token });
    expect(read.body.responseBody).toEqual({ person: 'customer', wrong_transfer_bearer: 'customer' });
  });
});
