/**
 * The dev mailbox: every email sent while no SMTP server is configured, newest first. It exists
 * only in that mode; with SMTP_URL set this route answers 404.
 */
import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import { mailMessages } from '../../db/schema/index.ts';
import type { AppEnv } from '../../lib/env.ts';
import { notFound, validation } from '../../lib/errors.ts';

const Query = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export function devRoutes(app: Hono<AppEnv>) {
  app.get('/api/dev/mailbox', async (c) => {
    const { db, mailer } = c.get('deps');
    if (mailer.kind !== 'dev-mailbox') throw notFound();
    const q = Query.safeParse(c.req.query());
    if (!q.success) throw validation({ query: q.error.issues.map((i) => i.message) });
    const rows = await db
      .select()
      .from(mailMessages)
      .where(q.data.to ? eq(mailMessages.to, q.data.to) : undefined)
      .orderBy(desc(mailMessages.createdAt))
      .limit(q.data.limit);
    return c.json({
      message: 'Dev mailbox',
      responseBody: rows.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        createdAt: m.createdAt.toISOString(),
      })),
    });
  });
}
