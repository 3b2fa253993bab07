/**
 * Email through the job queue: a request that sends mail only queues it (the `mail` job), a failed
 * SMTP send never fails that request, and the job throws on a failed send so pg-boss retries it
 * with backoff; after its last retry the failure is logged. Without a runner, mail goes at once
 * and a failure is logged, not thrown.
 */
import type { PgBoss } from 'pg-boss';
import pino from 'pino';
import { afterEach, describe, expect, test } from 'vitest';
import { JOB, registerQueue } from '#jobs/queue.ts';
import { JOBS } from '#jobs/runner.ts';
import { deliverQueuedMail, MAIL_RETRY, queuedMailer } from '#mail/mail-queue.ts';
import type { Mail, Mailer } from '#mail/mailer.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { registration } from './support/users.ts';

const database = useDatabase();
const MAIL: Mail = { to: 'ada@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };

/** An SMTP server that refuses the first `failures` sends, then takes them. */
function flakySmtp(failures: number) {
  const sent: Mail[] = [];
  let left = failures;
  const mailer: Mailer = {
    kind: 'smtp',
    async send(mail) {
      if (left-- > 0) throw new Error('421 try again later');
      sent.push(mail);
    },
  };
  return { mailer, sent };
}

function recordingLog() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'warn' }, { write: (s: string) => lines.push(JSON.parse(s)) });
  return { log, lines };
}

/** A stand-in for the runner's pg-boss: records what is sent. */
function fakeQueue() {
  const jobs: { name: string; data: unknown }[] = [];
  registerQueue({
    send: async (name: string, data: unknown) => {
      jobs.push({ name, data });
      return 'job-id';
    },
  } as unknown as PgBoss);
  return jobs;
}

afterEach(() => registerQueue(null));

describe('mail on the job queue', () => {
  test('with a runner, sending only queues the mail: the SMTP server is not touched by the request', async () => {
    const jobs = fakeQueue();
    const smtp = flakySmtp(1);
    const mailer = queuedMailer(smtp.mailer, recordingLog().log);
    await mailer.send(MAIL);
    expect(jobs).toEqual([{ name: JOB.mail, data: MAIL }]);
    expect(smtp.sent).toEqual([]);
  });

  test('the job throws while the server refuses (so pg-boss retries it), then delivers', async () => {
    const smtp = flakySmtp(2);
    const { log, lines } = recordingLog();
    const deps = { mailer: queuedMailer(smtp.mailer, log), log };
    await expect(deliverQueuedMail(deps, MAIL)).rejects.toThrow('421');
    await expect(deliverQueuedMail(deps, MAIL)).rejects.toThrow('421');
    expect(lines).toEqual([]);
    await deliverQueuedMail(deps, MAIL);
    expect(smtp.sent).toEqual([MAIL]);
  });

  test('the queue retries with backoff for hours, and the last failure is logged with the address', async () => {
    expect(JOBS[JOB.mail].queue).toMatchObject(MAIL_RETRY);
    expect(MAIL_RETRY.retryLimit).toBeGreaterThanOrEqual(5);
    expect(MAIL_RETRY.retryBackoff).toBe(true);
    const smtp = flakySmtp(Number.POSITIVE_INFINITY);
    const { log, lines } = recordingLog();
    await expect(
      deliverQueuedMail({ mailer: queuedMailer(smtp.mailer, log), log }, MAIL, { finalAttempt: true }),
    ).rejects.toThrow();
    expect(lines).toMatchObject([
      { msg: 'email not sent after its last retry', to: MAIL.to, subject: MAIL.subject },
    ]);
  });

  test('without a runner the mail goes at once, and a refused send is logged, never thrown', async () => {
    const smtp = flakySmtp(1);
    const { log, lines } = recordingLog();
    const mailer = queuedMailer(smtp.mailer, log);
    await expect(mailer.send(MAIL)).resolves.toBeUndefined();
    expect(lines).toMatchObject([{ msg: 'email could not be sent', to: MAIL.to }]);
    await mailer.send(MAIL);
    expect(smtp.sent).toEqual([MAIL]);
  });

  test('a sign-up whose verification email the server refuses still succeeds', async () => {
    const smtp = flakySmtp(Number.POSITIVE_INFINITY);
    const t = harness(database.db, { mailer: queuedMailer(smtp.mailer, recordingLog().log) });
    const res = await t.post('/api/v1/auth/register', registration());
    expect(res.status, res.text).toBeLessThan(300);
  });
});
