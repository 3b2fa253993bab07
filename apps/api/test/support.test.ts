/**
 * Support tickets: filing one stores it with its first message and an audit row, emails the support
 * team and acknowledges it to the member with its code; the list (newest first) and the thread
 * show it; staff answer with the operator CLI (status answered, the member emailed, the reply in the
 * thread); the merchant replies (open again) and closes it. Filing is limited per merchant.
 * Bad input, roles and other merchants: support-access.test.ts.
 */
import { SUPPORT_TICKETS_PER_HOUR, SupportMessages } from '@payrail/contract/support';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditEvents, supportTickets } from '#db/schema/index.ts';
import { supportCommand } from '#src/cli/support-commands.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { lastMail, mailTo } from './support/mailbox.ts';
import { CARDS, card, merchantWithLink, payer, payOk } from './support/payments.ts';
import { fileTicket, inboxAbout, TICKETS, ticketBody } from './support/support-tickets.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();

describe('filing a ticket', () => {
  test('stored with its message and audit row; the team emailed, the member acknowledged with the code', async () => {
    const t = harness(database.db);
    t.clock.set('2026-04-06T09:30:00Z');
    const { owner, link } = await merchantWithLink(t);
    const paid = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const res = await t.post(
      TICKETS,
      ticketBody({
        transactionReference: String(paid.reference).toLowerCase(),
        message: '  It <b>failed</b>.\nTwice now, please help.  ',
      }),
      { token: owner.token },
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.message).toBe(SupportMessages.filed);
    const ticket = res.body.responseBody;
    expect(ticket.code).toMatch(/^SUP-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(ticket).toMatchObject({
      status: 'open',
      subject: 'Payout not received',
      category: 'payouts',
      transactionReference: paid.reference,
      filedBy: 'Amaka Eze',
      createdAt: '2026-04-06T09:30:00.000Z',
      closedAt: null,
    });
    expect(ticket.messages).toEqual([
      expect.objectContaining({
        author: 'merchant',
        authorName: 'Amaka Eze',
        body: 'It <b>failed</b>.\nTwice now, please help.',
      }),
    ]);

    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.target, ticket.code), eq(auditEvents.action, 'support.ticket_filed')));
    expect(audit).toMatchObject({ merchantId: owner.row.merchantId, actorUserId: owner.row.id });

    const [toTeam] = await inboxAbout(t, ticket.code);
    expect(toTeam!.subject).toBe(`[${ticket.code}] Payout not received`);
    expect(toTeam!.text).toContain('Amaka Foods');
    expect(toTeam!.text).toContain(owner.email);
    expect(toTeam!.text).toContain(`Payment: ${paid.reference}`);
    expect(toTeam!.text).toContain('It <b>failed</b>.');
    expect(toTeam!.html).toContain('It &lt;b&gt;failed&lt;/b&gt;.');
    const ack = await lastMail(t.db, owner.email, /we received your request/i);
    expect(ack.subject).toBe(`We received your request ${ticket.code}`);
    expect(ack.text).toContain('What happens next');
    expect(ack.text).toContain(`http://payrail.test/account/support/${ticket.id}`);
  });

  test('listed newest first with status, paged; the thread shown; another reference is a 422 on its field', async () => {
    const t = harness(database.db);
    t.clock.set('2026-04-06T09:00:00Z');
    const owner = await signedInUser(t);
    const first = await fileTicket(t, owner.token, { subject: 'First one' });
    t.clock.advance(60_000);
    const second = await fileTicket(t, owner.token, { subject: 'Second one', category: 'api-and-webhooks' });
    const list = await t.get(`${TICKETS}?page=1`, { token: owner.token });
    expect(list.status, list.text).toBe(200);
    expect(list.body.responseBody).toMatchObject({ page: 1, perPage: 20, total: 2 });
    expect(
      list.body.responseBody.items.map((i: { code: string; status: string }) => [i.code, i.status]),
    ).toEqual([
      [second.code, 'open'],
      [first.code, 'open'],
    ]);
    expect((await t.get(`${TICKETS}?page=2`, { token: owner.token })).body.responseBody.items).toEqual([]);
    const shown = await t.get(`${TICKETS}/${first.id}`, { token: owner.token });
    expect(shown.body.responseBody).toMatchObject({ code: first.code, subject: 'First one' });

    const wrong = await t.post(TICKETS, ticketBody({ transactionReference: 'PRL_0000000000000000' }), {
      token: owner.token,
    });
    expect(errorBody(wrong, 422, 'VALIDATION_ERROR').errors).toEqual({
      transactionReference: ['None of your payments has this reference'],
    });
    expect((await t.get(TICKETS, { token: owner.token })).body.responseBody.total).toBe(2);
  });

  test(`at most ${SUPPORT_TICKETS_PER_HOUR} an hour per merchant: then 429 with Retry-After, nothing stored`, async () => {
    const t = harness(database.db);
    t.clock.set('2026-04-06T10:00:00Z');
    const owner = await signedInUser(t);
    for (let i = 0; i < SUPPORT_TICKETS_PER_HOUR; i++)
      await fileTicket(t, owner.token, { subject: `Ticket ${i}` });
    const over = await t.post(TICKETS, ticketBody(), { token: owner.token });
    errorBody(over, 429, 'RATE_LIMITED');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await t.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.merchantId, owner.row.merchantId));
    expect(stored).toHaveLength(SUPPORT_TICKETS_PER_HOUR);
    t.clock.advance(60 * 60_000);
    const again = await signIn(t, owner.email);
    expect((await t.post(TICKETS, ticketBody(), { token: again })).status).toBe(201);
  });
});

describe('answering a ticket', () => {
  test('the CLI reply: answered, in the thread, emailed; the merchant replies (open), closes; closed takes no reply', async () => {
    const t = harness(database.db);
    t.clock.set('2026-04-06T11:00:00Z');
    const owner = await signedInUser(t);
    const ticket = await fileTicket(t, owner.token);
    const out: string[] = [];
    t.clock.advance(4 * 60_000);
    expect(
      await supportCommand(
        t.deps,
        'reply',
        [ticket.code.toLowerCase(), 'It was sent today.', 'Check again.'],
        (l) => out.push(l),
      ),
    ).toBe(0);
    expect(out).toEqual([`${ticket.code}: answered; the merchant was emailed`]);

    const shown = await t.get(`${TICKETS}/${ticket.id}`, { token: owner.token });
    expect(shown.body.responseBody.status).toBe('answered');
    expect(shown.body.responseBody.updatedAt).toBe('2026-04-06T11:04:00.000Z');
    expect(
      shown.body.responseBody.messages.map((m: { author: string; body: string }) => [m.author, m.body]),
    ).toEqual([
      ['merchant', ticketBody().message],
      ['support', 'It was sent today. Check again.'],
    ]);
    const reply = await lastMail(t.db, owner.email, /^Reply to SUP-/);
    expect(reply.subject).toBe(`Reply to ${ticket.code}: Payout not received`);
    expect(reply.text).toContain('It was sent today. Check again.');

    const back = await t.post(
      `${TICKETS}/${ticket.id}/reply`,
      { message: 'Thanks, it has arrived now.' },
      { token: owner.token },
    );
    expect(back.status, back.text).toBe(200);
    expect(back.body.message).toBe(SupportMessages.replied);
    expect(back.body.responseBody.status).toBe('open');
    expect((await inboxAbout(t, ticket.code)).map((m) => m.subject)).toContain(
      `[${ticket.code}] Re: Payout not received`,
    );

    const closed = await t.post(`${TICKETS}/${ticket.id}/close`, undefined, { token: owner.token });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body).toMatchObject({
      message: SupportMessages.closed,
      responseBody: { status: 'closed' },
    });
    errorBody(
      await t.post(`${TICKETS}/${ticket.id}/close`, undefined, { token: owner.token }),
      409,
      'CONFLICT',
    );
    errorBody(
      await t.post(
        `${TICKETS}/${ticket.id}/reply`,
        { message: 'One more thing here.' },
        { token: owner.token },
      ),
      409,
      'CONFLICT',
    );
    const late: string[] = [];
    expect(await supportCommand(t.deps, 'reply', [ticket.code, 'Late answer'], (l) => late.push(l))).toBe(1);
    expect(late[0]).toContain('closed');
  });

  test('support:list shows what waits; support:close emails; unknown codes and bad arguments refused', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const ticket = await fileTicket(t, owner.token, { subject: 'Webhook retries' });
    const listed: string[] = [];
    expect(await supportCommand(t.deps, 'list', ['--status', 'open'], (l) => listed.push(l))).toBe(0);
    expect(listed.some((l) => l.startsWith(ticket.code) && l.includes('Webhook retries'))).toBe(true);
    const shown: string[] = [];
    expect(await supportCommand(t.deps, 'show', [ticket.code], (l) => shown.push(l))).toBe(0);
    expect(shown.join('\n')).toContain(ticketBody().message);

    expect(await supportCommand(t.deps, 'close', [ticket.code], () => {})).toBe(0);
    expect((await mailTo(t.db, owner.email)).map((m) => m.subject)).toContain(`Ticket ${ticket.code} closed`);
    const refused: string[] = [];
    expect(await supportCommand(t.deps, 'reply', ['SUP-000000', 'Hello'], (l) => refused.push(l))).toBe(1);
    expect(refused[0]).toContain('No support ticket has the code SUP-000000');
    expect(await supportCommand(t.deps, 'reply', [ticket.code], (l) => refused.push(l))).toBe(2);
    expect(await supportCommand(t.deps, 'list', ['--status', 'pending'], (l) => refused.push(l))).toBe(2);
  });
});
