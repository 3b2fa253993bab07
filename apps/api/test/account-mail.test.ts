/**
 * forget-password and resend-verification do the same work on the request path for a registered
 * and an unknown address (issue 10, item 6: their timing told the two apart): the rate limits and
 * one queued job carrying the address. The link and the email come from the job, after the answer.
 * (Timing itself is measured by bench/src/enumeration-timing.ts, not asserted here.)
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { oneTimeTokens } from '#db/schema/index.ts';
import { JOB } from '#jobs/queue.ts';
import { sendAccountMail } from '#modules/auth/account-mail.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { lastMail, mailTo } from './support/mailbox.ts';
import { recordingQueue, stopRecording } from './support/queue.ts';
import { register, uniqueEmail, userRow } from './support/users.ts';

const database = useDatabase();

afterEach(stopRecording);

const cases = [
  {
    path: '/api/v1/auth/forget-password',
    kind: 'password-reset',
    purpose: 'password_reset',
    subject: /reset your password/i,
  },
  {
    path: '/api/v1/auth/resend-verification-link/',
    kind: 'verify-email',
    purpose: 'email_verify',
    subject: /verify your email/i,
  },
] as const;

describe('account emails are sent off the request path', () => {
  for (const c of cases) {
    test(`${c.path}: the same answer and the same queued job for a known and an unknown address`, async () => {
      const t = harness(database.db);
      const known = await register(t);
      const { id } = await userRow(t, known.email);
      const tokens = () =>
        t.db
          .select()
          .from(oneTimeTokens)
          .where(and(eq(oneTimeTokens.userId, id), eq(oneTimeTokens.purpose, c.purpose)));
      const tokensBefore = (await tokens()).length;
      const mailsBefore = (await mailTo(t.db, known.email)).length;
      const unknown = uniqueEmail('nobody');

      const sent = recordingQueue();
      const a = await t.post(c.path, { email: known.email });
      const b = await t.post(c.path, { email: unknown });
      expect([a.status, a.body]).toEqual([b.status, b.body]);
      expect(sent).toEqual([
        { name: JOB.accountMail, data: { kind: c.kind, email: known.email } },
        { name: JOB.accountMail, data: { kind: c.kind, email: unknown } },
      ]);
      // Nothing about the account was written while answering.
      expect((await tokens()).length).toBe(tokensBefore);
      expect((await mailTo(t.db, known.email)).length).toBe(mailsBefore);

      // The job does the work: the known address gets its link, the unknown one nothing.
      for (const job of sent) await sendAccountMail(t.deps, job.data);
      expect((await tokens()).length).toBe(tokensBefore + 1);
      await lastMail(t.db, known.email, c.subject);
      expect(await mailTo(t.db, unknown)).toEqual([]);
    });
  }
});
