import { Alert } from '#components/ui/alert.tsx';
import { ApiError } from '#lib/api-error.ts';

/**
 * Why the dev mailbox cannot be read, in words a developer can act on. The API answers 404 where
 * the mailbox does not exist (live mode, or SMTP_URL set) and 403 where the server is reachable
 * from other machines and this browser is not on the server's own machine.
 */
export function MailboxUnavailable({ error }: { error: Error }) {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 404) {
    return (
      <Alert tone="info">
        <p className="font-medium">There is no dev mailbox on this server.</p>
        <p className="mt-1">
          It exists only in sandbox mode without SMTP_URL. This server sends its emails through its mail
          server, so look for them in the recipient’s inbox.
        </p>
      </Alert>
    );
  }
  if (status === 403) {
    return (
      <Alert tone="warning">
        <p className="font-medium">The dev mailbox is closed to this browser.</p>
        <p className="mt-1">
          This sandbox can be reached from other machines, so its mailbox (which holds sign-in codes and
          password reset links) answers only on the machine that runs Payrail. Open this page there, or read
          GET /api/dev/mailbox with the operator token (Authorization: Bearer &lt;OPS_TOKEN&gt;).
        </p>
      </Alert>
    );
  }
  return <Alert tone="error">{error.message}</Alert>;
}
