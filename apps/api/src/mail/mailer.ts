/**
 * Outgoing email. With SMTP_URL set, messages go through nodemailer to that server; without it,
 * the dev mailbox keeps every message in the database (GET /api/dev/mailbox) and the log prints
 * its links, so every flow works on a laptop.
 */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '#db/client.ts';
import { mailMessages } from '#db/schema/index.ts';

export type Mail = { to: string; subject: string; text: string; html: string };
export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: Mail): Promise<void>;
}

export type SmtpMailer = Mailer & {
  /**
   * Connects to the server and signs in as SMTP_URL says (nodemailer's verify), then lets go.
   * Throws MailTransportError, whose message names the server (never its credentials).
   */
  verify(): Promise<void>;
};

/** SMTP_URL's server does not answer, or refuses us; the process must not start without it. */
export class MailTransportError extends Error {}

/** host:port of an smtp(s):// URL, without the user and password it may carry. */
function serverOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || (u.protocol === 'smtps:' ? 465 : 587)}`;
  } catch {
    return 'the SMTP_URL server';
  }
}

export function smtpMailer(url: string, from: string): SmtpMailer {
  // A server that never answers fails within 15 s instead of nodemailer's 2 minutes (start-up
  // waits on verify, and sign-in emails are sent inline); SMTP_URL's own query options still win.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000 });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    async verify() {
      try {
        await transport.verify();
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new MailTransportError(
          `Invalid configuration:\n  SMTP_URL: the mail server at ${serverOf(url)} could not be used: ${reason}`,
        );
      }
    },
  };
}

/**
 * A send that fails is logged, not thrown (the ops CLI, which runs no job queue). The server
 * queues its mail instead (mail-queue.ts), so a failed send is retried there.
 */
export function loggingFailures(mailer: Mailer, log: Logger): Mailer {
  return {
    kind: mailer.kind,
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (err) {
        log.error({ err, to: mail.to, subject: mail.subject }, 'email could not be sent');
      }
    },
  };
}

export function devMailbox(db: Db, log: Logger): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await db.insert(mailMessages).values(mail);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: mail.to, subject: mail.subject, links }, 'dev mailbox: message stored');
    },
  };
}
