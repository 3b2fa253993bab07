/** The refund dialog: the remainder by default, one Idempotency-Key per opening, refusals on their field. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { cleanUpAfterEach, fill, json, open } from '#test/dialog-harness.tsx';
import { RefundDialog } from './refund-dialog';

const toast = vi.hoisted(() => vi.fn());
vi.mock('#lib/notify.ts', () => ({ notify: { success: toast, error: toast, loading: toast } }));

const ID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const show = (answers: Response[]) =>
  open(answers, (onClose) => (
    <RefundDialog transactionId={ID} currency="NGN" refundable={1_500_000} onClose={onClose} />
  ));

cleanUpAfterEach();

describe('<RefundDialog>', () => {
  test('the remainder by default; a wrong PIN on its field; the retry keeps the Idempotency-Key', async () => {
    const wrong = 'Wrong PIN. 4 attempts left.';
    const { fetch, onClose } = show([
      json(422, { message: wrong, errorCode: 'INVALID_PIN', errors: { pin: [wrong] } }),
      json(201, { message: 'Refund initiated', responseBody: { id: 'x' } }),
    ]);
    expect((screen.getByLabelText('Amount (NGN)') as HTMLInputElement).value).toBe('15000.00');
    fill('Reason', 'Damaged');
    fill('Transaction PIN', '1397');
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await screen.findByText(wrong, { selector: 'p' });

    fill('Transaction PIN', '2580');
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith('Refund initiated');
    const [first, second] = fetch.mock.calls.map(([, init]) => init);
    expect(String(fetch.mock.calls[0]![0])).toContain(`/merchant/transactions/refund/${ID}`);
    expect(JSON.parse(String(first!.body))).toEqual({ amount: 1_500_000, reason: 'Damaged', pin: '1397' });
    const key = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(first!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(key(second!)).toBe(key(first!));
  });

  test('more than the remainder, or not an amount, is refused before anything is sent', async () => {
    const { fetch } = show([]);
    fill('Reason', 'Damaged');
    fill('Transaction PIN', '2580');
    for (const amount of ['abc', '15000.01', '0', '1.005']) {
      fill('Amount (NGN)', amount);
      fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
      await screen.findByText(/Enter an amount up to ₦15,000\.00/);
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
