/**
 * GET and PATCH settings/api-configuration (v2): the webhook and callback addresses, the signing
 * secret (made on first configuration, sealed at rest, rolled on request), private targets refused
 * without the development flag, and who may read and change them.
 */
import { API_CONFIGURATION_MESSAGES as M } from '@payrail/contract/api-configuration';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { apiConfigurations } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const CONFIG = '/api/v2/settings/api-configuration';
const PUBLIC = 'https://93.184.216.34/payrail/hooks';

describe('API configuration', () => {
  test('a first webhook address is saved with a new secret; the secret is sealed at rest and can be rolled', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const empty = await t.get(CONFIG, { token: owner.token });
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body.responseBody).toEqual({
      webhookUrl: null,
      callbackUrl: null,
      webhookSecret: null,
      updatedAt: null,
      keys: { test: [], live: [] },
      ipAllowList: [],
    });

    const saved = await t.call('PATCH', CONFIG, {
      token: owner.token,
      body: { webhookUrl: PUBLIC, callbackUrl: 'https://shop.example/thanks' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.message).toBe('API settings updated successfully');
    const secret = saved.body.responseBody.webhookSecret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const read = await t.get(CONFIG, { token: owner.token });
    expect(read.body.responseBody).toMatchObject({
      webhookUrl: PUBLIC,
      callbackUrl: 'https://shop.example/thanks',
      webhookSecret: secret,
    });

    const [row] = await t.db
      .select()
      .from(apiConfigurations)
      .where(eq(apiConfigurations.merchantId, owner.row.merchantId));
    expect(row!.webhookSecret).not.toContain(secret.slice(6));

    // Changing only the callback keeps the webhook address and the secret.
    const callback = await t.call('PATCH', CONFIG, { token: owner.token, body: { callbackUrl: null } });
    expect(callback.body.responseBody).toMatchObject({
      webhookUrl: PUBLIC,
      callbackUrl: null,
      webhookSecret: secret,
    });

    const rolled = await t.call('PATCH', CONFIG, { token: owner.token, body: { rollWebhookSecret: true } });
    expect(rolled.status, rolled.text).toBe(200);
    expect(rolled.body.responseBody.webhookSecret).toMatch(/^whsec_/);
    expect(rolled.body.responseBody.webhookSecret).not.toBe(secret);
  });

  test.each([
    ['loopback', 'http://127.0.0.1:8080/hooks'],
    ['loopback by name', 'http://localhost:3000/hooks'],
    ['IPv6 loopback', 'http://[::1]/hooks'],
    ['private', 'https://10.1.2.3/hooks'],
    ['private', 'https://192.168.0.10/hooks'],
    ['link-local (cloud metadata)', 'http://169.254.169.254/latest/meta-data'],
    ['IPv4-mapped private', 'http://[::ffff:10.0.0.1]/hooks'],
  ])('a %s webhook address is refused with a clear message: %s', async (_, url) => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const res = await t.call('PATCH', CONFIG, { token: owner.token, body: { webhookUrl: url } });
    expect(res.status, res.text).toBe(422);
    expect(res.body.errors.webhookUrl).toEqual([M.privateTarget]);
    const read = await t.get(CONFIG, { token: owner.token });
    expect(read.body.responseBody.webhookUrl).toBeNull();
  });

  test('the development flag allows a private address', async () => {
    const t = harness(database.db, { config: { webhooksAllowPrivateTargets: true } });
    const owner = await signedInUser(t);
    const res = await t.call('PATCH', CONFIG, {
      token: owner.token,
      body: { webhookUrl: 'http://127.0.0.1:8080/hooks' },
    });
    expect(res.status, res.text).toBe(200);
  });

  test('an address that is not an http(s) URL is refused; live mode asks for https', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    for (const url of ['ftp://93.184.216.34/x', 'not a url', 'https://user:pw@93.184.216.34/']) {
      const res = await t.call('PATCH', CONFIG, { token: owner.token, body: { webhookUrl: url } });
      expect(res.status, url).toBe(422);
      expect(res.body.errors.webhookUrl, url).toEqual([M.badUrl]);
    }
    const live = harness(database.db, { config: { mode: 'live' } });
    const liveOwner = await signedInUser(live);
    const http = await live.call('PATCH', CONFIG, {
      token: liveOwner.token,
      body: { webhookUrl: 'http://93.184.216.34/x' },
    });
    expect(http.status).toBe(422);
    expect(http.body.errors.webhookUrl).toEqual([M.httpsOnly]);
  });

  test('settings-all or settings-api-and-webhook: read to see, update to change; each merchant sees only its own', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    await t.call('PATCH', CONFIG, { token: owner.token, body: { webhookUrl: PUBLIC } });

    const finance = await member(t, owner.token, { roleName: 'Finance' });
    const developer = await member(t, owner.token, { roleName: 'Developer' });
    const support = await member(t, owner.token, { roleName: 'Support' });

    expect((await t.get(CONFIG, { token: finance.token })).body.responseBody.webhookUrl).toBe(PUBLIC);
    const financeWrite = await t.call('PATCH', CONFIG, { token: finance.token, body: { webhookUrl: null } });
    expect(financeWrite.status).toBe(403);
    expect((await t.get(CONFIG, { token: support.token })).status).toBe(403);
    const devWrite = await t.call('PATCH', CONFIG, {
      token: developer.token,
      body: { webhookUrl: 'https://93.184.216.35/hooks' },
    });
    expect(devWrite.status, devWrite.text).toBe(200);

    const other = await signedInUser(t);
    expect((await t.get(CONFIG, { token: other.token })).body.responseBody.webhookUrl).toBeNull();
    expect((await t.get(CONFIG)).status).toBe(401);
  });
});
