/**
 * Support under pressure: the filing limit is the merchant's, so spreading tickets over many members
 * does not pass it; a reply racing the close either lands before it or is a 409, never a message
 * after the ticket closed; and codes are random, not a sequence to walk. Run on PostgreSQL too
 * (DATABASE_URL), where the two requests really are concurrent.
 */
import { SUPPORT_TICKETS_PER_HOUR } from '@payrail/contract/support';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { supportTicketMessages, supportTickets } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { fileTicket, TICKETS, ticketBody } from './support/support-tickets.ts';
import { member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();

describe('support under pressure', () => {
  test('the filing limit holds across the merchant’s members', async () => {
    const t = harness(database.db);
    t.clock.set('2026-04-07T10:00:00Z');
    const owner = await signedInUser(t);
    const members = [owner.token];
    for (let i = 0; i < 2; i++) members.push((await member(t, owner.token, { roleName: 'Support' })).token);
    for (let i = 0; i < SUPPORT_TICKETS_PER_HOUR; i++)
      await fileTicket(t, members[i % members.length]!, { subject: `Ticket ${i}` });
    for (const token of members)
      errorBody(await t.post(TICKETS, ticketBody(), { token }), 429, 'RATE_LIMITED');
    const stored = await t.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.merchantId, owner.row.merchantId));
    expect(stored).toHaveLength(SUPPORT_TICKETS_PER_HOUR);
    // Codes are SUP- and six random Crockford base32 characters, each distinct.
    const codes = stored.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^SUP-[0-9A-HJKMNP-TV-Z]{6}$/);
  });

  test('a reply racing the close lands before it or is a 409; nothing is written after the close', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    for (let round = 0; round < 4; round++) {
      const ticket = await fileTicket(t, owner.token, { subject: `Race ${round}` });
      const reply = t.post(
        `${TICKETS}/${ticket.id}/reply`,
        { message: 'One more thing about this payout.' },
        { token: owner.token },
      );
      const close = t.post(`${TICKETS}/${ticket.id}/close`, {}, { token: owner.token });
      const [r, c] = await Promise.all([reply, close]);
      expect(c.status, c.text).toBe(200);
      expect([200, 409], r.text).toContain(r.status);
      const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
      expect(row!.status).toBe('closed');
      const messages = await t.db
        .select()
        .from(supportTicketMessages)
        .where(eq(supportTicketMessages.ticketId, ticket.id));
      expect(messages).toHaveLength(r.status === 200 ? 2 : 1);
      for (const m of messages) expect(m.createdAt.getTime()).toBeLessThanOrEqual(row!.closedAt!.getTime());
    }
  });
});
