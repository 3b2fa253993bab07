/**
 * dev.getMailbox: the emails the API stored instead of sending (sandbox mode without SMTP_URL
 * only; otherwise it answers 404, and 403 to another machine when the server can be reached from
 * outside). Newest first. Local development only.
 */
import * as dev from '@payrail/contract/routes/dev';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';

export type { MailboxMessage } from '@payrail/contract/dev';

export const devMailboxKeys = {
  all: ['dev-mailbox'] as const,
  list: () => [...devMailboxKeys.all, 'list'] as const,
};

export const getMailbox = () => call(dev.getMailbox, { query: {} }).then(responseBody);

export const mailboxQueryOptions = () =>
  queryOptions({ queryKey: devMailboxKeys.list(), queryFn: getMailbox, meta: { errorToast: false } });

export const useMailbox = () => useQuery(mailboxQueryOptions());
