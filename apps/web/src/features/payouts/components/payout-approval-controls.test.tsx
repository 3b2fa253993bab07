/** Approval controls: the requester's Approve is disabled with the reason; another member approves with their PIN, a refusal shown. */
import type { TeamAccess } from '@payrail/contract/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { userAccessKey } from '#lib/user-access.ts';
import { PayoutApprovalControls } from './payout-approval-controls';

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

function show(requestedByYou: boolean, answers: Response[] = [], access: TeamAccess = finance) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answers.shift()!);
  vi.stubGlobal('fetch', fetch);
  const queryClient = createQueryClient();
  queryClient.setQueryData(userAccessKey, access);
  render(
    <QueryClientProvider client={queryClient}>
      <PayoutApprovalControls uuid="p-1" requestedByYou={requestedByYou} />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('<PayoutApprovalControls>', () => {
  test('the requester sees Approve disabled with the reason, and Withdraw', () => {
    const fetch = show(true);
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve.getAttribute('aria-disabled')).toBe('true');
    expect(approve.getAttribute('title')).toBe('You asked for this; another member must approve it');
    const reason = document.getElementById(approve.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('You asked for this; another member must approve it');
    fireEvent.click(approve);
    expect(screen.queryByText('Approve this payout')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Withdraw' }).getAttribute('aria-disabled')).toBeNull();
  });

  test('a member without payout:create sees Approve disabled with the permission’s reason', () => {
    show(false, [], { ...finance, permissions: ['payout:read'] });
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve.getAttribute('aria-disabled')).toBe('true');
    expect(approve.getAttribute('title')).not.toBe('You asked for this; another member must approve it');
  });

  test('another member approves with their PIN; a wrong PIN shows on its field first', async () => {
    const wrong = 'Wrong PIN. 4 attempts left.';
    const fetch = show(false, [
      json(422, { message: wrong, errorCode: 'INVALID_PIN', errors: { pin: [wrong] } }),
      json(200, { message: 'Payout approved', responseBody: { id: 'p-1', status: 'processing' } }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approve this payout');
    fireEvent.input(screen.getByLabelText('Transaction PIN'), { target: { value: '1397' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await screen.findByText(wrong, { selector: 'p' });
    fireEvent.input(screen.getByLabelText('Transaction PIN'), { target: { value: '2580' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Payout approved'));
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(String(url)).toContain('/payouts/approve/p-1');
    expect(JSON.parse(String(init.body))).toEqual({ pin: '2580' });
  });
});
