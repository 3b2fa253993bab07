/** The settlement account section: a change that waits for approval is shown, and no second one can be started. */
import type { TeamAccess } from '@payrail/contract/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { userAccessKey } from '#lib/user-access.ts';
import { SettlementAccountSection } from './settlement-account-section';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const finance: TeamAccess = {
  isOwner: false,
  roles: ['Finance'],
  permissions: ['payout:read', 'payout:create'],
  subAccountIds: [],
};
const current = {
  id: 'a-1',
  currency: 'NGN',
  bankCode: '058',
  bankName: 'Guaranty Trust Bank',
  accountNumber: '0123456785',
  accountName: 'Adaeze Okafor',
  isDefault: true,
  payoutsFrom: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const waiting = {
  id: 'c-1',
  currency: 'NGN',
  bankCode: '100004',
  bankName: 'OPay',
  accountNumber: '8031234567',
  accountName: 'Bola Adeyemi',
  status: 'awaiting_approval',
  requestedBy: 'Bola Adeyemi',
  requestedByYou: false,
  createdAt: '2026-11-27T08:00:00.000Z',
};

function show(pending: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      json(200, { message: 'Settlement accounts', responseBody: { items: [current], pending } }),
    ),
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData(userAccessKey, finance);
  render(
    <QueryClientProvider client={queryClient}>
      <SettlementAccountSection now={() => new Date('2026-11-27T09:00:00.000Z')} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<SettlementAccountSection>', () => {
  test('a waiting change is shown to approve; Change account says why it is unavailable', async () => {
    show([waiting]);
    const region = await screen.findByRole('region', {
      name: 'Settlement account change waiting for approval',
    });
    expect(region.textContent).toContain(
      'Bola Adeyemi asked to send payouts to Bola Adeyemi, OPay · 8031234567',
    );
    expect(screen.getByRole('button', { name: 'Approve' })).not.toBeNull();
    const change = screen.getByRole('button', { name: 'Change account' });
    expect(change.getAttribute('aria-disabled')).toBe('true');
    expect(change.getAttribute('title')).toBe('A change of the account already waits for approval');
    fireEvent.click(change);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('with nothing waiting, the account can be changed', async () => {
    show([]);
    await screen.findByText('Adaeze Okafor');
    expect(screen.queryByRole('region', { name: /waiting for approval/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change account' }).getAttribute('aria-disabled')).toBeNull();
  });
});
