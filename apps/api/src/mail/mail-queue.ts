/**
 * Email goes through the job queue (pg-boss, the `mail` job), like webhooks: a request that sends
 * mail only queues it, so a mail server's hiccup never fails or slows the request, and a failed
 * SMTP send is retried with backoff (runner.ts: MAIL_RETRY) instead of lost. After the last retry
 * the job stays in pg-boss's failed jobs and the error is logged with the address and subject.
 *
 * The dev mailbox (one insert into our own database) is written at once: there is no server to
 * fail, and the sandbox's flows read it straight after the request. Where no job runner runs
 * (tests, the ops CLI) or the job cannot be queued, the mail is sent at once and a failure is
 * logged, never thrown.
 */
import type { Logger } from 'pino';
import { JOB, sendJob } from '#jobs/queue.ts';
import type { Mail, Mailer } from './mailer.ts';

/** A mailer that queues; `deliver` sends for real (the job's part) and throws on failure. */
export type QueuedMailer = Mailer & { deliver(mail: Mail): Promise<void> };

/** 10 retries, 30 s doubling each time: the last about eight and a half hours after the first. */
export const MAIL_RETRY = { retryLimit: 10, retryDelay: 30, retryBackoff: true } as const;

export function queuedMailer(mailer: Mailer, log: Logger): QueuedMailer {
  const now = async (mail: Mail) => {
    try {
      await mailer.send(mail);
    } catch (err) {
      log.error({ err, to: mail.to, subject: mail.subject }, 'email could not be sent');
    }
  };
  return {
    kind: mailer.kind,
    async send(mail) {
      if (mailer.kind === 'smtp') {
        try {
          if ((await sendJob(null, JOB.mail, mail)) !== null) return;
        } catch (err) {
          log.warn({ err, to: mail.to, subject: mail.subject }, 'email could not be queued; sending it now');
        }
      }
      await now(mail);
    },
    deliver: (mail) => mailer.send(mail),
  };
}

const isMail = (d: Record<string, unknown>): d is Mail =>
  ['to', 'subject', 'text', 'html'].every((k) => typeof d[k] === 'string');

/**
 * The `mail` job: sends one queued message; throws when the server refuses, so pg-boss retries it.
 * On the last try the failure is also logged as an error (the message is kept by pg-boss).
 */
export async function deliverQueuedMail(
  deps: { mailer: Mailer; log: Pick<Logger, 'error'> },
  data: Record<string, unknown>,
  o: { finalAttempt?: boolean } = {},
): Promise<void> {
  if (!isMail(data)) return;
  const mail = { to: data.to, subject: data.subject, text: data.text, html: data.html };
  const m = deps.mailer as Partial<QueuedMailer> & Mailer;
  try {
    await (m.deliver ? m.deliver(mail) : m.send(mail));
  } catch (err) {
    if (o.finalAttempt)
      deps.log.error({ err, to: mail.to, subject: mail.subject }, 'email not sent after its last retry');
    throw err;
  }
}
