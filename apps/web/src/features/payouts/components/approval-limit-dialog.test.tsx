/** The approval limit: set in naira with the PIN, turned off (null), a server refusal on its field. */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { ApprovalLimitDialog } from './approval-limit-dialog';

const toast = vi.hoisted(() => vi.fn());
vi.mock('#lib/notify.ts', () => ({ notify: { success: toast, error: toast, loading: toast } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function open(current: number | null, answers: Response[]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answers.shift()!);
  vi.stubGlobal('fetch', fetch);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApprovalLimitDialog current={current} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { fetch, onClose };
}

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const sent = (fetch: ReturnType<typeof vi.fn>) => JSON.parse(String(fetch.mock.calls.at(-1)![1].body));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('<ApprovalLimitDialog>', () => {
  test('turning it on sends the limit in kobo with the PIN; a refusal shows on the limit first', async () => {
    const tooSmall = 'The limit is at least ₦100';
    const { fetch, onClose } = open(null, [
      json(422, { message: tooSmall, errorCode: 'VALIDATION_ERROR', errors: { limit: [tooSmall] } }),
      json(200, { message: 'Approval limit updated', responseBody: { limit: 50_000_000 } }),
    ]);
    expect(screen.queryByLabelText('Approval limit (₦)')).toBeNull();
    fireEvent.click(screen.getByLabelText('Require a second approval'));
    fill('Approval limit (₦)', '50');
    fill('Transaction PIN', '2580');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(tooSmall, { selector: 'p' });
    expect(sent(fetch)).toEqual({ limit: 5_000, pin: '2580' });
    fill('Approval limit (₦)', '500,000');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetch)).toEqual({ limit: 50_000_000, pin: '2580' });
    expect(String(fetch.mock.calls.at(-1)![0])).toContain('/payouts/approval-limit');
    expect(fetch.mock.calls.at(-1)![1].method).toBe('PUT');
    expect(toast).toHaveBeenCalledWith('Approval limit updated');
  });

  test('turning it off sends null; an amount that is not one is refused before sending', async () => {
    const { fetch, onClose } = open(5_000_000, [
      json(200, { message: 'Approval limit updated', responseBody: { limit: null } }),
    ]);
    expect((screen.getByLabelText('Approval limit (₦)') as HTMLInputElement).value).toBe('50000.00');
    fill('Approval limit (₦)', 'lots');
    fill('Transaction PIN', '2580');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter an amount like 500,000.00');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('Require a second approval'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetch)).toEqual({ limit: null, pin: '2580' });
  });
});
