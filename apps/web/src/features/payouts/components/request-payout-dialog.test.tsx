/** The request dialog: the fee shown, one Idempotency-Key per opening, 'Successfully', refusals on their field. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { cleanUpAfterEach, fill, json, open } from '#test/dialog-harness.tsx';
import { RequestPayoutDialog } from './request-payout-dialog';

const toast = vi.hoisted(() => vi.fn());
vi.mock('#lib/notify.ts', () => ({ notify: { success: toast, error: toast, loading: toast } }));

const destination = {
  accountName: 'Adaeze Okafor',
  bankName: 'Guaranty Trust Bank',
  accountNumber: '0123456785',
};
const show = (answers: Response[]) =>
  open(answers, (onClose) => <RequestPayoutDialog destination={destination} onClose={onClose} />);

cleanUpAfterEach();

describe('<RequestPayoutDialog>', () => {
  test('a wrong PIN shows on the PIN field; the retry carries the same Idempotency-Key and toasts Successfully', async () => {
    const wrong = 'Wrong PIN. 4 attempts left.';
    const { fetch, onClose } = show([
      json(422, { message: wrong, errorCode: 'INVALID_PIN', errors: { pin: [wrong] } }),
      json(201, { message: 'Successfully', responseBody: { id: 'x' } }),
    ]);
    fill('Amount (₦)', '5,000');
    await screen.findByText('Fee ₦10.00 · ₦5,010.00 leaves your balance');
    fill('Transaction PIN', '1397');
    fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
    await screen.findByText(wrong, { selector: 'p' });
    expect(screen.getByLabelText('Transaction PIN').getAttribute('aria-invalid')).toBe('true');

    fill('Transaction PIN', '2580');
    fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith('Successfully');
    const [first, second] = fetch.mock.calls.map(([, init]) => init);
    expect(JSON.parse(String(first!.body))).toEqual({ amount: 500_000, currency: 'NGN', pin: '1397' });
    const key = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(first!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(key(second!)).toBe(key(first!));
  });

  test('an amount that is not one, or fractions of a kobo, is refused before anything is sent', async () => {
    const { fetch } = show([]);
    fill('Transaction PIN', '2580');
    for (const amount of ['abc', '100.005', '50']) {
      fill('Amount (₦)', amount);
      fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
      await screen.findByText(/Enter an amount from ₦100\.00/);
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
