import { createFileRoute } from '@tanstack/react-router';
import { MailboxPage } from '#features/dev-mailbox/components/mailbox-page.tsx';

/** Local development only: the emails the API stored instead of sending (no session needed). */
export const Route = createFileRoute('/dev/mailbox')({
  component: MailboxPage,
});
