/** Adding the settlement account: looked up first, the bank's name sent back confirmed, refusals on their field. */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { AddAccountDialog } from './add-account-dialog';

const toast = vi.hoisted(() => vi.fn());
vi.mock('#lib/notify.ts', () => ({ notify: { success: toast, error: toast, loading: toast } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const input = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('<AddAccountDialog>', () => {
  test('an unknown account shows on the number; a found one is confirmed and added with the PIN', async () => {
    const missing = 'No account with this number was found at this bank';
    const answers = [
      json(422, {
        message: 'Not found',
        errorCode: 'BANK_ACCOUNT_NOT_FOUND',
        errors: { accountNumber: [missing] },
      }),
      json(200, {
        message: 'Account found',
        responseBody: {
          bankCode: '058',
          bankName: 'Guaranty Trust Bank',
          accountNumber: '0123456785',
          accountName: 'Adaeze Okafor',
        },
      }),
      json(201, { message: 'Account added successfully', responseBody: {} }),
    ];
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answers.shift()!);
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AddAccountDialog onClose={onClose} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: '058' } });
    input('Account number', '0123450000');
    fireEvent.click(screen.getByRole('button', { name: 'Look up account' }));
    await screen.findByText(missing);

    input('Account number', '0123456785');
    fireEvent.click(screen.getByRole('button', { name: 'Look up account' }));
    expect((await screen.findByTestId('resolved-account-name')).textContent).toBe('Adaeze Okafor');
    input('Transaction PIN', '2580');
    fireEvent.click(screen.getByRole('button', { name: 'Add account' }));
    await screen.findByText('Confirm that this is the account to be paid into');
    fireEvent.click(screen.getByLabelText('This is the account to be paid into'));
    fireEvent.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith('Account added successfully');
    const [url, init] = fetch.mock.calls[2]!;
    expect(url).toBe('/api/v1/settlement-account');
    expect(JSON.parse(String(init.body))).toEqual({
      currency: 'NGN',
      bankCode: '058',
      accountNumber: '0123456785',
      accountName: 'Adaeze Okafor',
      accountNameConfirmed: true,
      pin: '2580',
    });
  });
});
