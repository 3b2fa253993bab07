import type { NotificationsPage } from '@payrail/contract/notifications';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, test, vi } from 'vitest';
import { notificationKeys } from '#lib/notification-keys.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { createAppRouter } from '#src/router.tsx';
import { OWNER_ACCESS, withSignedInApi } from '#test/router-harness.ts';

const _OWNER = OWNER_ACCESS;
const ID = '0b9c4a52-8d1e-4a57-9d55-2f3c1f1e6a11';
const item = {
  id: ID,
  kind: 'payment.success',
  title: 'Payment received: ₦10,000.00',
  body: 'Ada Obi paid ₦10,000.00 (PRL_1).',
  createdAt: '2026-01-05T09:00:00.000Z',
  readAt: null,
};

function answer(url: string): unknown {
  if (url.includes('get-user-access')) return OWNER_ACCESS;
  if (url.includes('/merchant/notifications/show/')) return { ...item, readAt: '2026-01-05T10:00:00.000Z' };
  if (url.includes('/merchant/notifications'))
    return { items: [item], page: 1, perPage: 20, total: 1, unread: 1 };
  return {};
}
const fetchMock = withSignedInApi(answer);
const calls = (part: string) => fetchMock.mock.calls.filter(([url]) => url.includes(part)).length;

describe('notification routes', () => {
  test('the list is fetched ahead; a notification is fetched when opened, never on preload', async () => {
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient);
    router.update({
      ...router.options,
      history: createMemoryHistory({ initialEntries: ['/notifications'] }),
    });
    await router.load();
    expect(router.state.matches.at(-1)!.routeId).toBe('/_dashboard/notifications');
    await vi.waitFor(() => expect(calls('/merchant/notifications?page=1')).toBe(1));

    await router.preloadRoute({ to: '/notifications/$id', params: { id: ID } });
    expect(calls('/merchant/notifications/show/')).toBe(0);

    await router.navigate({ to: '/notifications/$id', params: { id: ID } });
    await vi.waitFor(() => expect(calls(`/merchant/notifications/show/${ID}`)).toBe(1));
    // The cached list is marked read at once (the bell's count drops), and due for a refresh.
    const list = () => queryClient.getQueryData<NotificationsPage>(notificationKeys.list(1));
    await vi.waitFor(() => expect(list()?.unread).toBe(0));
    expect(list()?.items[0]?.readAt).toBe('2026-01-05T10:00:00.000Z');
    expect(queryClient.getQueryState(notificationKeys.list(1))?.isInvalidated).toBe(true);
  });
});
