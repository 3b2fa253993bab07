/**
 * Creating a sub-account: looked up first (the bank's name shows), nothing created before; the
 * split read from the form; nested server errors land on their fields; the server's message toasts.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { CreateSubAccountDialog } from './create-sub-account-dialog';

const toast = vi.hoisted(() => vi.fn());
vi.mock('#lib/notify.ts', () => ({ notify: { success: toast, error: toast, loading: toast } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const input = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const found = () =>
  json(200, {
    message: 'Account resolved',
    responseBody: {
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountNumber: '0123456785',
      accountName: 'Adaeze Okafor',
    },
  });

function open(answers: Response[]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answers.shift()!);
  vi.stubGlobal('fetch', fetch);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CreateSubAccountDialog onClose={onClose} />
    </QueryClientProvider>,
  );
  return { fetch, onClose };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('<CreateSubAccountDialog>', () => {
  test('the bank’s name shows before the sub-account is created with it and the split', async () => {
    const { fetch, onClose } = open([
      found(),
      json(201, { message: 'Sub account created successfully', responseBody: {} }),
    ]);
    input('Name', 'Ikeja branch');
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: '058' } });
    input('Account number', '012345678');
    fireEvent.click(screen.getByRole('button', { name: 'Look up account' }));
    await screen.findByText('Account number must be 10 digits (NUBAN)');
    expect(fetch).not.toHaveBeenCalled();

    input('Account number', '0123456785');
    fireEvent.click(screen.getByRole('button', { name: 'Look up account' }));
    expect((await screen.findByTestId('resolved-account-name')).textContent).toBe('Adaeze Okafor');
    input('Percentage', '100.5');
    fireEvent.click(screen.getByRole('button', { name: 'Create sub-account' }));
    await screen.findByText('Enter a percentage from 0 to 100 with at most 2 decimals');
    expect(fetch).toHaveBeenCalledTimes(1);

    input('Percentage', '12.5');
    fireEvent.change(screen.getByLabelText('Who bears the fees'), { target: { value: 'proportional' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create sub-account' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith('Sub account created successfully');
    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe('/api/v1/merchant/sub-accounts/');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ikeja branch',
      settlementAccount: { bankCode: '058', accountNumber: '0123456785', accountName: 'Adaeze Okafor' },
      split: { splitType: 'percentage', percentage: '12.5', feeBearer: 'proportional' },
    });
  });

  test('a flat share is sent in minor units; the server’s nested field errors land on the fields', async () => {
    const { fetch, onClose } = open([
      found(),
      json(422, {
        message: 'Validation failed',
        errorCode: 'VALIDATION_ERROR',
        errors: {
          'settlementAccount.accountName': ['The account name does not match'],
          'split.amount': ['Too big'],
        },
      }),
    ]);
    input('Name', 'Abuja campus');
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: '058' } });
    input('Account number', '0123456785');
    fireEvent.click(screen.getByRole('button', { name: 'Look up account' }));
    await screen.findByTestId('resolved-account-name');
    fireEvent.change(screen.getByLabelText('Share of each payment'), { target: { value: 'flat' } });
    fireEvent.change(await screen.findByLabelText('Currency'), { target: { value: 'USD' } });
    input('Amount', '1,250.50');
    fireEvent.click(screen.getByRole('button', { name: 'Create sub-account' }));
    await screen.findByText('Too big');
    await screen.findByText('The account name does not match');
    expect(onClose).not.toHaveBeenCalled();
    expect(JSON.parse(String(fetch.mock.calls[1]![1].body)).split).toEqual({
      splitType: 'flat',
      amount: 125_050,
      currency: 'USD',
      feeBearer: 'merchant',
    });
    // Changing the account asks for a new lookup.
    input('Account number', '0123456786');
    expect(screen.queryByTestId('resolved-account-name')).toBeNull();
    expect(screen.getByRole('button', { name: 'Look up account' })).toBeTruthy();
  });
});
