/** The transfer dialog: balances shown, one Idempotency-Key per opening, the exact toast, refusals before sending. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { cleanUpAfterEach, fill, json, open } from '#test/dialog-harness.tsx';
import { FundsTransferDialog } from './funds-transfer-dialog';

const toast = vi.hoisted(() => vi.fn());
vi.mock('#lib/notify.ts', () => ({ notify: { success: toast, error: toast, loading: toast } }));

const UUID = '0b6f6a2e-4a57-4c1e-9b1a-2f7d3c1e5a90';
const info = (o: { limited?: boolean } = {}) => ({
  subAccount: { uuid: UUID, slug: 'ikeja', name: 'Ikeja branch' },
  balances: [
    { currency: 'NGN', subAccountAvailable: 1_000_000, mainAvailable: o.limited ? null : 50_000 },
    { currency: 'USD', subAccountAvailable: 0, mainAvailable: o.limited ? null : 0 },
  ],
  limits: { minimum: 100, maximum: 100_000_000_000 },
  defaultCurrency: 'NGN',
  directions: o.limited ? ['to_main'] : ['to_main', 'to_sub_account'],
});
const show = (answers: Response[]) =>
  open(answers, (onClose) => <FundsTransferDialog uuid={UUID} onClose={onClose} />);

cleanUpAfterEach();

describe('<FundsTransferDialog>', () => {
  test('sweeps with the PIN; a retry after a wrong PIN carries the same key and toasts exactly', async () => {
    const wrong = 'Wrong PIN. 4 attempts left.';
    const { fetch, onClose } = show([
      json(200, { message: 'Funds transfer request', responseBody: info() }),
      json(422, { message: wrong, errorCode: 'INVALID_PIN', errors: { pin: [wrong] } }),
      json(201, { message: 'Funds transfer requested successfully', responseBody: { id: 'x' } }),
      json(200, { message: 'Funds transfer request', responseBody: info() }),
    ]);
    await screen.findByText('₦10,000.00 available in the sub-account');
    fill('Amount', '2,500');
    fill('Transaction PIN', '1397');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText(wrong, { selector: 'p' });

    fill('Transaction PIN', '2580');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith('Funds transfer requested successfully');
    const posts = fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ url, init }));
    expect(posts).toHaveLength(2);
    expect(String(posts[0]!.url)).toContain(`/merchant/sub-accounts/${UUID}/sub-account-funds-transfer`);
    expect(JSON.parse(String(posts[0]!.init.body))).toEqual({
      amount: 250_000,
      currency: 'NGN',
      direction: 'to_main',
      pin: '1397',
    });
    const key = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(posts[0]!.init)).toMatch(/^[0-9a-f-]{36}$/);
    expect(key(posts[1]!.init)).toBe(key(posts[0]!.init));
  });

  test('more than the source holds, or not an amount, is refused before anything is sent', async () => {
    const { fetch } = show([json(200, { message: 'Funds transfer request', responseBody: info() })]);
    await screen.findByText('₦10,000.00 available in the sub-account');
    fill('Transaction PIN', '2580');
    fill('Amount', '10,000.01');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText('Only ₦10,000.00 is available');
    fireEvent.change(screen.getByLabelText('Direction'), { target: { value: 'to_sub_account' } });
    fill('Amount', '600');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText('Only ₦500.00 is available');
    fill('Amount', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText(/Enter an amount from ₦1\.00/);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('a member limited to sub-accounts has no direction to choose', async () => {
    show([json(200, { message: 'Funds transfer request', responseBody: info({ limited: true }) })]);
    await screen.findByText('₦10,000.00 available in the sub-account');
    expect(screen.queryByLabelText('Direction')).toBeNull();
  });
});
