/** The recent replays: empty, a failed load with its retry, and each replay's progress in words. */
import type { TeamAccess } from '@payrail/contract/account';
import type { WebhookReplay } from '@payrail/contract/webhook-replay';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { userAccessKey } from '#lib/user-access.ts';
import { cleanUpAfterEach, json } from '#test/dialog-harness.tsx';
import { WebhookReplays } from './webhook-replays';

vi.mock('#lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn(), loading: vi.fn() } }));

const OWNER: TeamAccess = { isOwner: true, roles: [], permissions: [], subAccountIds: [] };
const replay = (over: Partial<WebhookReplay>): WebhookReplay => ({
  id: crypto.randomUUID(),
  createdAt: '2026-12-01T09:00:00.000Z',
  requestedBy: 'Ada Obi',
  from: '2026-11-30T08:00:00.000Z',
  to: '2026-12-01T08:00:00.000Z',
  events: ['charge.success', 'charge.failed'],
  onlyFailed: true,
  url: 'https://shop.example/hooks',
  status: 'queued',
  total: 1200,
  queued: 1200,
  pending: 0,
  delivered: 1200,
  failed: 0,
  ...over,
});

function show(answers: Response[]) {
  const fetch = vi.fn(async () => answers.shift()!);
  vi.stubGlobal('fetch', fetch);
  const queryClient = createQueryClient();
  queryClient.setQueryData(userAccessKey, OWNER);
  render(
    <QueryClientProvider client={queryClient}>
      <WebhookReplays />
    </QueryClientProvider>,
  );
  return fetch;
}

cleanUpAfterEach();

test('no replays yet', async () => {
  show([json(200, { message: 'Webhook replays', responseBody: { items: [] } })]);
  await screen.findByText('No replays yet.');
});

test('a failed load says why and loads again on Try again', async () => {
  show([
    json(500, { message: 'Something went wrong on our side. Try again.', errorCode: 'INTERNAL_ERROR' }),
    json(200, { message: 'Webhook replays', responseBody: { items: [replay({})] } }),
  ]);
  await screen.findByText('Something went wrong on our side. Try again.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByText('1,200 delivered');
});

test('each replay’s progress: queuing, then delivered, waiting and failed', async () => {
  show([
    json(200, {
      message: 'Webhook replays',
      responseBody: {
        items: [
          replay({ status: 'queuing', queued: 500, delivered: 0, pending: 500 }),
          replay({ delivered: 1000, pending: 150, failed: 50, onlyFailed: false }),
        ],
      },
    }),
  ]);
  await screen.findByText('Queuing: 500 of 1,200');
  expect(screen.getByText('1,000 delivered, 150 waiting, 50 failed')).toBeTruthy();
  expect(screen.getAllByText('1,200 to https://shop.example/hooks')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Replay webhooks' })).toBeTruthy();
});
