/** A held settlement-account change: the requester may only withdraw; another member approves with their PIN. */
import type { TeamAccess } from '@payrail/contract/account';
import type { SettlementAccountChange } from '@payrail/contract/settlement-account';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { userAccessKey } from '#lib/user-access.ts';
import { PendingAccountChange } from './pending-account-change';

const toast = vi.hoisted(() => vi.fn());
vi.mock('#lib/notify.ts', () => ({ notify: { success: toast, error: toast, loading: toast } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const finance: TeamAccess = {
  isOwner: false,
  roles: ['Finance'],
  permissions: ['payout:read', 'payout:create'],
  subAccountIds: [],
};
const change = (requestedByYou: boolean): SettlementAccountChange => ({
  id: 'c-1',
  currency: 'NGN',
  bankCode: '100004',
  bankName: 'OPay',
  accountNumber: '8031234567',
  accountName: 'Adaeze Okafor',
  status: 'awaiting_approval',
  requestedBy: 'Bola Adeyemi',
  requestedByYou,
  createdAt: '2026-11-27T08:00:00.000Z',
});

function show(requestedByYou: boolean, answers: Response[] = []) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answers.shift()!);
  vi.stubGlobal('fetch', fetch);
  const queryClient = createQueryClient();
  queryClient.setQueryData(userAccessKey, finance);
  render(
    <QueryClientProvider client={queryClient}>
      <PendingAccountChange change={change(requestedByYou)} />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('<PendingAccountChange>', () => {
  test('the requester sees Approve disabled with the reason, and withdraws', async () => {
    const fetch = show(true, [
      json(200, { message: 'Settlement account change rejected', responseBody: { id: 'c-1' } }),
    ]);
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve.getAttribute('aria-disabled')).toBe('true');
    expect(approve.getAttribute('title')).toBe('You asked for this; another member must approve it');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('Withdraw this account change');
    fireEvent.input(screen.getByLabelText('Transaction PIN'), { target: { value: '2580' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Withdraw' }).at(-1)!);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Settlement account change rejected'));
    expect(String(fetch.mock.calls.at(-1)![0])).toContain('/settlement-account/reject/c-1');
  });

  test('another member approves with their PIN; a wrong PIN shows on its field first', async () => {
    const wrong = 'Wrong PIN. 4 attempts left.';
    const fetch = show(false, [
      json(422, { message: wrong, errorCode: 'INVALID_PIN', errors: { pin: [wrong] } }),
      json(200, { message: 'Settlement account change approved', responseBody: { id: 'a-1' } }),
    ]);
    expect(screen.getByText(/Bola Adeyemi asked to send payouts to/)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approve this account change');
    fireEvent.input(screen.getByLabelText('Transaction PIN'), { target: { value: '1397' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await screen.findByText(wrong, { selector: 'p' });
    fireEvent.input(screen.getByLabelText('Transaction PIN'), { target: { value: '2580' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Settlement account change approved'));
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(String(url)).toContain('/settlement-account/approve/c-1');
    expect(JSON.parse(String(init.body))).toEqual({ pin: '2580' });
  });
});
