/**
 * Support's staff through a running server (/api/ops/support/…, what `npm run ops -- support:*`
 * calls with PAYRAIL_URL and OPS_TOKEN), a mail server that refuses (the ticket is still filed),
 * and the hourly limit on replies.
 */
import { SUPPORT_REPLIES_PER_HOUR } from '@payrail/contract/support';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { supportTickets } from '#db/schema/index.ts';
import type { Mailer } from '#mail/mailer.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { lastMail } from './support/mailbox.ts';
import { fileTicket, TICKETS, ticketBody } from './support/support-tickets.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const OPS_TOKEN = 'support-ops-token-0123456789abcdef0123';
const auth = (token = OPS_TOKEN) => ({ headers: { authorization: `Bearer ${token}` } });

describe('operator endpoints', () => {
  test('absent without OPS_TOKEN; the token is required; reply and close by code', async () => {
    const off = harness(database.db);
    const owner = await signedInUser(off);
    const ticket = await fileTicket(off, owner.token);
    expect((await off.call('GET', '/api/ops/support/tickets', auth())).status).toBe(404);

    const t = harness(database.db, { config: { opsToken: OPS_TOKEN } });
    errorBody(await t.call('GET', '/api/ops/support/tickets'), 401, 'UNAUTHENTICATED');
    errorBody(await t.call('GET', '/api/ops/support/tickets', auth(`${OPS_TOKEN}x`)), 401, 'UNAUTHENTICATED');
    const reply = (body: unknown, code = ticket.code) =>
      t.call('POST', `/api/ops/support/tickets/${code}/reply`, { ...auth(), body });
    errorBody(await reply({ message: '' }), 422, 'VALIDATION_ERROR');
    errorBody(await reply({ message: 'Nul \u0000 byte' }), 422, 'VALIDATION_ERROR');
    errorBody(await reply({ message: 'Hello' }, 'SUP-000000'), 404, 'NOT_FOUND');

    const listed = await t.call('GET', '/api/ops/support/tickets', auth());
    expect(listed.body.responseBody.map((r: { code: string }) => r.code)).toContain(ticket.code);
    // Staff answer later than the ticket was filed: two harnesses' clocks start at the same instant.
    t.clock.advance(60_000);
    const ok = await reply({ message: 'Your payout was sent this morning.' }, ticket.code.toLowerCase());
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.responseBody.status).toBe('answered');
    const mail = await lastMail(t.db, owner.email, /^Reply to /);
    expect(mail.text).toContain('Your payout was sent this morning.');
    const shown = await t.get(`${TICKETS}/${ticket.id}`, { token: owner.token });
    expect(shown.body.responseBody.messages.at(-1)).toMatchObject({
      author: 'support',
      authorName: 'Payrail Support',
    });

    const closed = await t.call('POST', `/api/ops/support/tickets/${ticket.code}/close`, auth());
    expect(closed.body.responseBody.status).toBe('closed');
    errorBody(await t.call('POST', `/api/ops/support/tickets/${ticket.code}/close`, auth()), 409, 'CONFLICT');
  });
});

describe('mail and limits', () => {
  test('a mail server that refuses does not fail the request: the ticket is stored', async () => {
    const refusing: Mailer = {
      kind: 'smtp',
      send: async () => {
        throw new Error('421 service not available');
      },
    };
    const setup = harness(database.db);
    const owner = await signedInUser(setup);
    const t = harness(database.db, { mailer: refusing });
    const res = await t.post(TICKETS, ticketBody(), { token: owner.token });
    expect(res.status, res.text).toBe(201);
    const stored = await t.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, res.body.responseBody.id));
    expect(stored).toHaveLength(1);
  });

  test(`at most ${SUPPORT_REPLIES_PER_HOUR} replies an hour per merchant`, async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const ticket = await fileTicket(t, owner.token);
    for (let i = 0; i < SUPPORT_REPLIES_PER_HOUR; i++) {
      const r = await t.post(
        `${TICKETS}/${ticket.id}/reply`,
        { message: `More detail, part ${i}.` },
        { token: owner.token },
      );
      expect(r.status, r.text).toBe(200);
    }
    const over = await t.post(
      `${TICKETS}/${ticket.id}/reply`,
      { message: 'One too many here.' },
      { token: owner.token },
    );
    errorBody(over, 429, 'RATE_LIMITED');
    const shown = await t.get(`${TICKETS}/${ticket.id}`, { token: owner.token });
    expect(shown.body.responseBody.messages).toHaveLength(SUPPORT_REPLIES_PER_HOUR + 1);
  });
});
