/** The dev mailbox page when the API refuses: what each answer means, not a bare "Not Found". */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ApiError } from '#lib/api-error.ts';
import { MailboxUnavailable } from './mailbox-unavailable';

afterEach(cleanup);

test('404: there is no mailbox on this server (live mode or SMTP), emails went to real inboxes', () => {
  render(<MailboxUnavailable error={new ApiError('Not Found', 404, 'NOT_FOUND')} />);
  expect(screen.getByRole('status').textContent).toMatch(/^There is no dev mailbox on this server\./);
  expect(screen.getByRole('status').textContent).toContain('sandbox mode without SMTP_URL');
  expect(screen.queryByText('Not Found')).toBeNull();
});

test('403: closed to this browser; open it on the server’s machine or with the operator token', () => {
  render(
    <MailboxUnavailable
      error={
        new ApiError(
          'The dev mailbox answers only on the machine that runs Payrail, or with the operator token.',
          403,
          'NOT_AUTHORIZED',
        )
      }
    />,
  );
  const text = screen.getByRole('status').textContent ?? '';
  expect(text).toMatch(/^The dev mailbox is closed to this browser\./);
  expect(text).toContain('Authorization: Bearer <OPS_TOKEN>');
});

test('anything else shows the error as an alert', () => {
  render(<MailboxUnavailable error={new ApiError('Network error occurred', 0, 'NETWORK_ERROR')} />);
  expect(screen.getByRole('alert').textContent).toBe('Network error occurred');
});
