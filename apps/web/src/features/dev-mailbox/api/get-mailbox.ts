/**
 * GET /api/dev/mailbox: the emails the API stored instead of sending (only while SMTP_URL is
 * unset; otherwise it answers 404). Newest first. Local development only.
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
