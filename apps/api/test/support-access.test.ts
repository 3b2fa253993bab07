/**
 * Support tickets: bad input is a 422 on its field and stores nothing; no session is a 401; a role
 * without support:read or support:create is a 403; another merchant's ticket is a 404; members
 * limited to sub-accounts see only the tickets they filed.
 */
import { SUPPORT_MESSAGE_MAX } from '@payrail/contract/support';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { supportTickets } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { createSubAccount } from './support/sub-accounts.ts';
import { fileTicket, TICKETS, ticketBody } from './support/support-tickets.ts';
import { createRole, member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();

describe('bad input', () => {
  test.each([
    ['a NUL byte', { subject: 'Pay\u0000out' }, 'subject'],
    ['a lone surrogate', { message: 'Broken \ud83d character in this message' }, 'message'],
    ['control characters in the subject', { subject: 'Pay\u0007out' }, 'subject'],
    ['a huge message', { message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) }, 'message'],
    ['a right-to-left override in the subject', { subject: 'Refund for PRL_\u202e21A' }, 'subject'],
    [
      'a direction isolate in the message',
      { message: 'My payout \u2067went\u2069 to the wrong bank' },
      'message',
    ],
    ['a subject of zero-width spaces', { subject: '\u200b\u200b\u200b\u200b' }, 'subject'],
    ['a message of invisible characters', { message: '\u200b\u200c\u200d\ufeff'.repeat(5) }, 'message'],
    ['a short message', { message: 'Help' }, 'message'],
    ['a number for the subject', { subject: 12345 }, 'subject'],
    ['an unknown category', { category: 'refunds' }, 'category'],
    ['no category', { category: undefined }, 'category'],
    [
      'a reference that is not a payment reference',
      { transactionReference: 'CB_123' },
      'transactionReference',
    ],
  ])('%s: 422 on its field, nothing stored', async (_name, overrides, field) => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const res = await t.post(TICKETS, ticketBody(overrides), { token: owner.token });
    expect(Object.keys(errorBody(res, 422, 'VALIDATION_ERROR').errors ?? {})).toContain(field);
    const stored = await t.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.merchantId, owner.row.merchantId));
    expect(stored).toEqual([]);
  });

  test('__proto__ keys, malformed JSON and a bad page are refused; nothing stored', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const proto = await t.call('POST', TICKETS, {
      raw: `{"subject":"Payout not received","category":"payouts","message":"Nothing arrived this week.","__proto__":{"status":"closed"}}`,
      token: owner.token,
    });
    errorBody(proto, 422, 'VALIDATION_ERROR');
    errorBody(
      await t.call('POST', TICKETS, { raw: '{"subject":', token: owner.token }),
      400,
      'MALFORMED_JSON',
    );
    errorBody(await t.get(`${TICKETS}?page=0`, { token: owner.token }), 422, 'VALIDATION_ERROR');
    errorBody(await t.get(`${TICKETS}?page=abc`, { token: owner.token }), 422, 'VALIDATION_ERROR');
    const stored = await t.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.merchantId, owner.row.merchantId));
    expect(stored).toEqual([]);
    const ticket = await fileTicket(t, owner.token);
    errorBody(
      await t.post(`${TICKETS}/${ticket.id}/reply`, { message: ['a list'] }, { token: owner.token }),
      422,
      'VALIDATION_ERROR',
    );
    errorBody(
      await t.post(
        `${TICKETS}/${ticket.id}/reply`,
        { message: 'Zero\u0000byte here' },
        { token: owner.token },
      ),
      422,
      'VALIDATION_ERROR',
    );
  });
});

describe('who may', () => {
  test('no session: 401 on every support endpoint', async () => {
    const t = harness(database.db);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/api/v1/merchant/support/contact'],
      ['GET', TICKETS],
      ['POST', TICKETS],
      ['GET', `${TICKETS}/${id}`],
      ['POST', `${TICKETS}/${id}/reply`],
      ['POST', `${TICKETS}/${id}/close`],
    ] as const)
      errorBody(
        await t.call(method, path, { body: method === 'POST' ? ticketBody() : undefined }),
        401,
        'UNAUTHENTICATED',
      );
  });

  test('Finance (no support): 403 everywhere; Viewer reads but may not file; Support files', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const ticket = await fileTicket(t, owner.token);
    const finance = await member(t, owner.token, { roleName: 'Finance' });
    const viewer = await member(t, owner.token, { roleName: 'Viewer' });
    const helper = await member(t, owner.token, { roleName: 'Support' });
    errorBody(await t.get(TICKETS, { token: finance.token }), 403, 'NOT_AUTHORIZED');
    errorBody(await t.get(`${TICKETS}/${ticket.id}`, { token: finance.token }), 403, 'NOT_AUTHORIZED');
    errorBody(
      await t.get('/api/v1/merchant/support/contact', { token: finance.token }),
      403,
      'NOT_AUTHORIZED',
    );
    errorBody(await t.post(TICKETS, ticketBody(), { token: finance.token }), 403, 'NOT_AUTHORIZED');

    expect(
      (await t.get(TICKETS, { token: viewer.token })).body.responseBody.items.map(
        (i: { id: string }) => i.id,
      ),
    ).toEqual([ticket.id]);
    errorBody(await t.post(TICKETS, ticketBody(), { token: viewer.token }), 403, 'NOT_AUTHORIZED');
    errorBody(
      await t.post(
        `${TICKETS}/${ticket.id}/reply`,
        { message: 'Me too, same here.' },
        { token: viewer.token },
      ),
      403,
      'NOT_AUTHORIZED',
    );
    errorBody(
      await t.post(`${TICKETS}/${ticket.id}/close`, undefined, { token: viewer.token }),
      403,
      'NOT_AUTHORIZED',
    );

    t.clock.advance(1000);
    const filed = await fileTicket(t, helper.token, { subject: 'From the support member' });
    const list = await t.get(TICKETS, { token: owner.token });
    expect(list.body.responseBody.items[0]).toMatchObject({ id: filed.id, filedBy: 'Bola Adeyemi' });
  });

  test("another merchant's ticket is a 404 to read, reply and close; a malformed id too", async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const ticket = await fileTicket(t, owner.token);
    errorBody(await t.get(`${TICKETS}/${ticket.id}`, { token: stranger.token }), 404, 'NOT_FOUND');
    errorBody(
      await t.post(
        `${TICKETS}/${ticket.id}/reply`,
        { message: 'Not mine to answer.' },
        { token: stranger.token },
      ),
      404,
      'NOT_FOUND',
    );
    errorBody(
      await t.post(`${TICKETS}/${ticket.id}/close`, undefined, { token: stranger.token }),
      404,
      'NOT_FOUND',
    );
    errorBody(await t.get(`${TICKETS}/not-a-uuid`, { token: owner.token }), 404, 'NOT_FOUND');
    expect((await t.get(TICKETS, { token: stranger.token })).body.responseBody.total).toBe(0);
    expect((await t.get(`${TICKETS}/${ticket.id}`, { token: owner.token })).body.responseBody.status).toBe(
      'open',
    );
  });

  test('a member limited to sub-accounts sees only the tickets they filed', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const sub = await createSubAccount(t, owner.token, { name: 'Ikeja branch' });
    const role = await createRole(t, owner.token, ['support:read', 'support:create']);
    const limited = await member(t, owner.token, { roleName: role.name, subAccountIds: [sub.uuid] });
    const ownerTicket = await fileTicket(t, owner.token, { subject: 'About the primary account' });
    t.clock.advance(1000);
    const theirs = await fileTicket(t, limited.token, { subject: 'About Ikeja' });
    const seen = await t.get(TICKETS, { token: limited.token });
    expect(seen.body.responseBody.items.map((i: { id: string }) => i.id)).toEqual([theirs.id]);
    errorBody(await t.get(`${TICKETS}/${ownerTicket.id}`, { token: limited.token }), 404, 'NOT_FOUND');
    const all = await t.get(TICKETS, { token: owner.token });
    expect(all.body.responseBody.total).toBe(2);
  });
});

describe('contact', () => {
  test('channels and hours; the sandbox test cards in sandbox mode only', async () => {
    const t = harness(database.db, { config: { supportEmail: 'help@payrail.test' } });
    const owner = await signedInUser(t);
    const res = await t.get('/api/v1/merchant/support/contact', { token: owner.token });
    expect(res.body.responseBody).toMatchObject({
      email: 'help@payrail.test',
      hours: { days: 'Monday to Friday', opens: '08:00', closes: '18:00', timeZone: 'Africa/Lagos' },
      sandbox: true,
    });
    expect(res.body.responseBody.testCards).toContainEqual({
      number: '5060666666666666666',
      brand: 'verve',
      outcome: 'otp_required',
      detail: 'OTP 123456',
    });
    const live = harness(database.db, { config: { mode: 'live' } });
    const other = await signedInUser(live);
    const liveRes = await live.get('/api/v1/merchant/support/contact', { token: other.token });
    expect(liveRes.body.responseBody).toMatchObject({
      sandbox: false,
      testCards: [],
      email: 'support@payrail.test',
    });
  });
});
