/**
 * The replay dialog: the window in Lagos time sent as UTC, "Count" before "Replay N", one
 * Idempotency-Key per count, a changed field asks for a new count, a bad window is refused before
 * anything is sent, and a server refusal shows on its field.
 */
import type { TeamAccess } from '@payrail/contract/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { userAccessKey } from '#lib/user-access.ts';
import { cleanUpAfterEach, fill, json } from '#test/dialog-harness.tsx';
import { WebhookReplayDialog } from './webhook-replay-dialog';

const toast = vi.hoisted(() => vi.fn());
vi.mock('#lib/notify.ts', () => ({ notify: { success: toast, error: toast, loading: toast } }));

const OWNER: TeamAccess = { isOwner: true, roles: [], permissions: [], subAccountIds: [] };
const READER: TeamAccess = {
  isOwner: false,
  roles: ['Viewer'],
  permissions: ['transactions:read'],
  subAccountIds: [],
};
const URL = 'https://shop.example/hooks';
const counted = (total: number, url: string | null = URL) =>
  json(200, {
    message: `${total} deliveries would be sent`,
    responseBody: {
      dryRun: true,
      replayId: null,
      url,
      total,
      counts: [{ event: 'charge.success', count: total }],
    },
  });

function show(answers: Response[], access: TeamAccess = OWNER) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answers.shift()!);
  vi.stubGlobal('fetch', fetch);
  const queryClient = createQueryClient();
  queryClient.setQueryData(userAccessKey, access);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <WebhookReplayDialog onClose={onClose} />
    </QueryClientProvider>,
  );
  return { fetch, onClose };
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));
const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];

cleanUpAfterEach();

describe('<WebhookReplayDialog>', () => {
  test('counts first, then replays that count with one Idempotency-Key, Lagos time sent as UTC', async () => {
    const { fetch, onClose } = show([
      counted(3),
      json(200, {
        message: 'Webhook replay queued: 3 deliveries',
        responseBody: { dryRun: false, replayId: crypto.randomUUID(), url: URL, total: 3, counts: [] },
      }),
    ]);
    fill('From (Lagos time)', '2026-11-30T09:00');
    fill('To (Lagos time)', '2026-12-01T09:00');
    fireEvent.click(screen.getByLabelText('charge.failed'));
    fireEvent.click(screen.getByLabelText('Only deliveries whose last try failed'));
    fireEvent.click(screen.getByRole('button', { name: 'Count' }));
    await screen.findByText(`3 deliveries would be sent to ${URL}`);
    const [, dry] = fetch.mock.calls[0]!;
    expect(String(fetch.mock.calls[0]![0])).toContain('/merchant/webhooks/replay');
    expect(bodyOf(dry)).toMatchObject({
      from: '2026-11-30T08:00:00.000Z',
      to: '2026-12-01T08:00:00.000Z',
      only_failed: true,
      dry_run: true,
    });
    expect(bodyOf(dry).events).not.toContain('charge.failed');
    expect(bodyOf(dry).events).toContain('charge.success');

    fireEvent.click(screen.getByRole('button', { name: 'Replay 3' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, real] = fetch.mock.calls[1]!;
    expect(bodyOf(real)).toMatchObject({ ...bodyOf(dry), dry_run: false });
    expect(keyOf(real)).toMatch(/^[0-9a-f-]{36}$/);
    expect(toast).toHaveBeenCalledWith('Webhook replay queued: 3 deliveries');
  });

  test('a changed field asks for a new count; nothing matching or no address offers no replay', async () => {
    show([counted(2), counted(0), counted(4, null)]);
    fireEvent.click(screen.getByRole('button', { name: 'Count' }));
    await screen.findByRole('button', { name: 'Replay 2' });
    fireEvent.click(screen.getByLabelText('refund.failed'));
    expect(screen.queryByRole('button', { name: 'Replay 2' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Count' }));
    await screen.findByText('No deliveries match: nothing to replay');
    fireEvent.click(screen.getByLabelText('refund.failed'));
    fireEvent.click(screen.getByRole('button', { name: 'Count' }));
    await screen.findByText('Set a webhook address in Settings → APIs first.');
    expect(screen.queryByRole('button', { name: /^Replay/ })).toBeNull();
  });

  test('an end before the start, or no event, is refused before anything is sent', async () => {
    const { fetch } = show([]);
    fill('From (Lagos time)', '2026-12-01T09:00');
    fill('To (Lagos time)', '2026-12-01T08:00');
    fireEvent.click(screen.getByRole('button', { name: 'Count' }));
    await screen.findByText('The end must be after the start');
    fill('To (Lagos time)', '2026-12-01T10:00');
    for (const box of screen.getAllByRole('checkbox').slice(0, 9)) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Count' }));
    await screen.findByText('Choose at least one event');
    expect(fetch).not.toHaveBeenCalled();
  });

  test('too many deliveries: the server’s message shows on the end field', async () => {
    const message = 'More than 10,000 deliveries match: narrow the window or choose fewer events';
    show([
      json(422, { message: 'Validation failed', errorCode: 'VALIDATION_ERROR', errors: { to: [message] } }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Count' }));
    await screen.findByText(message);
    expect(screen.getByLabelText('To (Lagos time)').getAttribute('aria-invalid')).toBe('true');
  });

  test('a member who may not resend webhooks sees Replay unavailable, and why', async () => {
    show([counted(1)], READER);
    fireEvent.click(screen.getByRole('button', { name: 'Count' }));
    const button = await screen.findByRole('button', { name: 'Replay 1' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });
});
