/**
 * Outgoing email. With SMTP_URL set, messages go through nodemailer to that server; without it,
 * the dev mailbox keeps every message in the database (GET /api/dev/mailbox) and the log prints
 * its links, so every flow works on a laptop.
 */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { mailMessages } from '../db/schema/index.ts';

export type Mail = { to: string; subject: string; text: string; html: string };
export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: Mail): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * A send that fails is logged, not thrown: the flows that email (verification, reset, invitation,
 * sign-in code) all let the user ask again, and a mail server's hiccup must not turn a saved
 * sign-up into a 500. Retries arrive when email moves onto the job queue.
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
