/**
 * The "Two-person approval" section: loading and error states, a loosening waiting its 24 hours
 * ("Turns off on …", Africa/Lagos time) with Cancel for approvers (disabled with the reason for
 * the others), reachable from the keyboard.
 */
import type { TeamAccess } from '@payrail/contract/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { userAccessKey } from '#lib/user-access.ts';
import { ApprovalLimitSection } from './approval-limit-section';

const toast = vi.hoisted(() => vi.fn());
vi.mock('#lib/notify.ts', () => ({ notify: { success: toast, error: toast, loading: toast } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const owner: TeamAccess = { isOwner: true, roles: [], permissions: [], subAccountIds: [] };
const finance: TeamAccess = {
  isOwner: false,
  roles: ['Finance'],
  permissions: ['payout:read', 'payout:create'],
  subAccountIds: [],
};
// 08:14 UTC is 09:14 in Lagos (WAT, UTC+1).
const OFF = {
  id: '5b0c1d7e-8a51-4b53-9c1e-2f1f6f0b9a11',
  limit: null,
  takesEffectAt: '2026-11-28T08:14:00.000Z',
  requestedBy: 'Ada Obi',
  requestedAt: '2026-11-27T08:14:00.000Z',
};
const limitAnswer = (scheduled: unknown, limit = 5_000_000) =>
  json(200, { message: 'Approval limit', responseBody: { limit, scheduled } });

function show(access: TeamAccess, answers: Array<Response | Promise<Response>>) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answers.shift()!);
  vi.stubGlobal('fetch', fetch);
  const queryClient = createQueryClient();
  queryClient.setQueryData(userAccessKey, access);
  render(
    <QueryClientProvider client={queryClient}>
      <ApprovalLimitSection />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('<ApprovalLimitSection>', () => {
  test('loading, then the rule; a failed load offers Try again', async () => {
    let answer: (r: Response) => void = () => {};
    show(owner, [
      new Promise<Response>((r) => {
        answer = r;
      }),
      limitAnswer(null),
    ]);
    expect((await screen.findByRole('status')).textContent).toBe('Loading the approval limit');
    answer(json(500, { message: 'Something went wrong', errorCode: 'INTERNAL_ERROR' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText(/On\. Payouts above ₦50,000\.00/);
    expect(screen.queryByText(/Turns off on/)).toBeNull();
  });

  test('a waiting turn-off shows when it takes effect; an approver cancels it from the keyboard', async () => {
    const fetch = show(finance, [
      limitAnswer(OFF),
      json(200, {
        message: 'Approval limit change cancelled',
        responseBody: { limit: 5_000_000, scheduled: null },
      }),
      limitAnswer(null),
    ]);
    const waiting = await screen.findByRole('region', { name: 'Turns off on 28 Nov 2026, 09:14' });
    expect(waiting.textContent).toContain('Ada Obi asked for this');
    // The limit itself is the owner's: its button is disabled with the reason for Finance.
    expect(screen.getByRole('button', { name: 'Change' }).getAttribute('aria-disabled')).toBe('true');
    const cancel = screen.getByRole('button', { name: 'Cancel this change' });
    expect(cancel.getAttribute('aria-disabled')).toBeNull();
    cancel.focus();
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Approval limit change cancelled'));
    const [url, init] = fetch.mock.calls[1]!;
    expect(String(url)).toContain(`/payouts/approval-limit/cancel/${OFF.id}`);
    expect(init.method).toBe('POST');
    await waitFor(() => expect(screen.queryByText(/Turns off on/)).toBeNull());
  });

  test('a waiting raise reads the new limit; a member who cannot approve sees no section', async () => {
    show({ ...finance, permissions: ['payout:read'] }, [limitAnswer({ ...OFF, limit: 15_000_000 })]);
    // The section is the approvers'; a member who cannot approve does not see it at all.
    expect(screen.queryByRole('region', { name: 'Two-person approval' })).toBeNull();
    cleanup();
    show(owner, [limitAnswer({ ...OFF, limit: 15_000_000 })]);
    await screen.findByRole('region', { name: 'Rises to ₦150,000.00 on 28 Nov 2026, 09:14' });
  });
});
