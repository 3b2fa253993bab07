/**
 * The dev mailbox: every email sent while no SMTP server is configured, newest first.
 *
 * It exists only in sandbox mode without SMTP_URL; anywhere else the route is not registered and
 * answers 404 (live mode cannot even start without SMTP_URL). Reset links and sign-in codes are
 * in it, so when the server can be reached from other machines (HOST is not a loopback address,
 * or TRUST_PROXY says a proxy forwards to it) it answers only to a client on the server's own
 * machine (loopback, as lib/client-ip.ts resolves it) or to `Authorization: Bearer <OPS_TOKEN>`;
 * anyone else gets 403 with a message saying so.
 *
 * Its descriptor is packages/contract/src/dev.ts (the web calls it with it). Not a spec endpoint:
 * the route stays a plain Hono route at the descriptor's path, outside the endpoint registry and
 * the OpenAPI document, because its guard (loopback or the operator token) is no `Access`.
 */
import { getMailbox, MailboxQuery } from '@payrail/contract/dev';
import { ErrorCode } from '@payrail/contract/errors';
import { desc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { mailMessages } from '#db/schema/index.ts';
import { hashToken, safeEqualHex } from '#lib/crypto.ts';
import type { AppEnv } from '#lib/env.ts';
import { AppError, validation } from '#lib/errors.ts';
import { clientIp } from '#lib/request-meta.ts';
import type { Config } from '#src/config.ts';
import { isLoopbackHost, isLoopbackIp } from './loopback.ts';

export const MAILBOX_REFUSED =
  'The dev mailbox answers only on the machine that runs Payrail, or with the operator token.';

/** Whether machines other than the server's own can reach it (then the mailbox is guarded). */
export function reachableFromOutside(config: Config): boolean {
  return !isLoopbackHost(config.host) || config.trustProxy !== false;
}

function hasOpsToken(c: Context<AppEnv>): boolean {
  const token = c.get('deps').config.opsToken;
  const given = /^Bearer\s+(\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  return !!token && !!given && safeEqualHex(hashToken(given), hashToken(token));
}

export function devRoutes(app: Hono<AppEnv>) {
  app.get(`/api/${getMailbox.version}${getMailbox.path}`, async (c) => {
    const { db, mailer, config } = c.get('deps');
    // app.ts registers these routes only with the dev mailbox; this is the second lock.
    if (config.mode !== 'sandbox' || mailer.kind !== 'dev-mailbox') return c.notFound();
    if (reachableFromOutside(config) && !isLoopbackIp(clientIp(c)) && !hasOpsToken(c))
      throw new AppError(ErrorCode.NOT_AUTHORIZED, MAILBOX_REFUSED);
    const q = MailboxQuery.safeParse(c.req.query());
    if (!q.success) throw validation({ query: q.error.issues.map((i) => i.message) });
    const rows = await db
      .select()
      .from(mailMessages)
      .where(q.data.to ? eq(mailMessages.to, q.data.to) : undefined)
      .orderBy(desc(mailMessages.createdAt))
      .limit(q.data.limit);
    return c.json({
      message: 'Dev mailbox',
      responseBody: getMailbox.response.parse(
        rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          createdAt: m.createdAt.toISOString(),
        })),
      ),
    });
  });
}
