/**
 * GET /api/dev/mailbox: the emails the API stored instead of sending (sandbox mode without
 * SMTP_URL only; otherwise it answers 404, and 403 to another machine when the server can be
 * reached from outside). Newest first. Local development only.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';

export type MailboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

export const devMailboxKeys = {
  all: ['dev-mailbox'] as const,
  list: () => [...devMailboxKeys.all, 'list'] as const,
};

export const getMailbox = () => http.get<MailboxMessage[]>('/mailbox', { version: 'dev' }).then(responseBody);

export const mailboxQueryOptions = () =>
  queryOptions({ queryKey: devMailboxKeys.list(), queryFn: getMailbox, meta: { errorToast: false } });

export const useMailbox = () => useQuery(mailboxQueryOptions());
