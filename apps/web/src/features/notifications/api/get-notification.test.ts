import type { Notification, NotificationsPage } from '@payrail/contract/notifications';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { notificationKeys } from '#lib/notification-keys.ts';
import { markReadInLists } from './get-notification';

const item = (id: string, readAt: string | null = null): Notification => ({
  id,
  kind: 'payment.success',
  title: `Payment ${id}`,
  body: 'Ada Obi paid ₦10,000.00',
  createdAt: '2026-01-05T09:00:00.000Z',
  readAt,
  payment: null,
  exportId: null,
});
const page = (n: number, items: Notification[], unread: number): NotificationsPage => ({
  items,
  page: n,
  perPage: 20,
  total: 21,
  unread,
});

describe('opening a notification updates the cached lists at once', () => {
  test('an unread one is marked read and the count (the bell) drops by one, on every cached page', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list(1), page(1, [item('a'), item('b', 'earlier')], 3));
    client.setQueryData(notificationKeys.list(2), page(2, [item('c')], 3));
    markReadInLists(client, item('a', '2026-01-05T10:00:00.000Z'));
    const first = client.getQueryData<NotificationsPage>(notificationKeys.list(1))!;
    expect(first.unread).toBe(2);
    expect(first.items.map((i) => i.readAt)).toEqual(['2026-01-05T10:00:00.000Z', 'earlier']);
    expect(client.getQueryData<NotificationsPage>(notificationKeys.list(2))!.unread).toBe(2);
  });

  test('one already read, or not in any cached page, leaves the count to the refresh', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list(1), page(1, [item('b', 'earlier')], 3));
    markReadInLists(client, item('b', 'earlier'));
    markReadInLists(client, item('zzz', 'now'));
    expect(client.getQueryData<NotificationsPage>(notificationKeys.list(1))!.unread).toBe(3);
  });
});
