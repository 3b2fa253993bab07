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
