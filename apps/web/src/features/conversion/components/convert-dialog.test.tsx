/**
 * The conversion dialog: the rate applied and its countdown, what arrives recomputed from it, a new
 * rate when the lock ends, 'Conversion successfully', refusals shown, one Idempotency-Key per opening.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { ConvertDialog } from './convert-dialog';

const toast = vi.hoisted(() => vi.fn());
vi.mock('#lib/notify.ts', () => ({ notify: { success: toast, error: toast, loading: toast } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const quote = (quoteId: string, rate: string) =>
  json(200, {
    message: 'Conversion rate',
    responseBody: {
      quoteId,
      from: 'USD',
      to: 'NGN',
      rate,
      quotedAt: '2026-11-27T03:00:00.000Z',
      expiresAt: '2026-11-27T03:01:00.000Z',
      expiresInSeconds: 60,
    },
  });
const Q1 = '11111111-1111-4111-8111-111111111111';
const Q2 = '22222222-2222-4222-8222-222222222222';

/** Answers GETs (quotes) and PUTs (conversions) from their own queues. */
function open(quotes: Response[], conversions: Response[] = []) {
  const fetch = vi.fn(async (url: string, init: RequestInit) =>
    String(url).includes('get-conversion-rate') && (init.method ?? 'GET') === 'GET'
      ? quotes.shift()!
      : conversions.shift()!,
  );
  vi.stubGlobal('fetch', fetch);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConvertDialog onClose={onClose} />
    </QueryClientProvider>,
  );
  const puts = () => fetch.mock.calls.filter(([, init]) => init.method === 'PUT').map(([, init]) => init);
  const gets = () => fetch.mock.calls.filter(([, init]) => (init.method ?? 'GET') === 'GET');
  return { onClose, puts, gets };
}

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const countdown = () => screen.getByTestId('rate-countdown').textContent;
const receives = () => screen.getByTestId('conversion-receives').textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('<ConvertDialog>', () => {
  test('shows the rate applied and what arrives; converts with the quote and toasts Conversion successfully', async () => {
    const { onClose, puts } = open(
      [quote(Q1, '1507.29625')],
      [json(200, { message: 'Conversion successfully', responseBody: { id: 'x' } })],
    );
    await screen.findByText('1 USD = ₦1,507.29625');
    expect(countdown()).toBe('1:00');
    fill('Amount (USD)', '100');
    expect(receives()).toBe('₦150,729.62');
    act(() => vi.advanceTimersByTime(18_000));
    expect(countdown()).toBe('0:42');
    fill('Transaction PIN', '2580');
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith('Conversion successfully');
    const [sent] = puts();
    expect(JSON.parse(String(sent!.body))).toEqual({ amount: 10_000, from: 'USD', quoteId: Q1, pin: '2580' });
    expect((sent!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[\w-]{36}$/);
  });

  test('when the lock ends a new rate is fetched, and what arrives follows it', async () => {
    const { gets } = open([quote(Q1, '1507.29625'), quote(Q2, '1600')]);
    await screen.findByText('1 USD = ₦1,507.29625');
    fill('Amount (USD)', '10');
    expect(receives()).toBe('₦15,072.96');
    act(() => vi.advanceTimersByTime(60_000));
    await screen.findByText('1 USD = ₦1,600');
    expect(gets()).toHaveLength(2);
    expect(countdown()).toBe('1:00');
    expect(receives()).toBe('₦16,000.00');
  });

  test('an expired rate refused by the server: the message, a new rate, the same key on retry', async () => {
    const expired = 'This rate has expired. Get a new rate and convert again.';
    const { puts } = open(
      [quote(Q1, '1507.29625'), quote(Q2, '1600')],
      [
        json(409, { message: expired, errorCode: 'CONVERSION_QUOTE_EXPIRED' }),
        json(200, { message: 'Conversion successfully', responseBody: { id: 'x' } }),
      ],
    );
    await screen.findByText('1 USD = ₦1,507.29625');
    fill('Amount (USD)', '10');
    fill('Transaction PIN', '2580');
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await screen.findByText(`${expired} A new rate is shown: check it and convert again.`);
    await screen.findByText('1 USD = ₦1,600');
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    const [first, second] = puts().map((init) => ({
      body: JSON.parse(String(init.body)),
      key: (init.headers as Record<string, string>)['Idempotency-Key'],
    }));
    expect(first!.body.quoteId).toBe(Q1);
    expect(second!.body.quoteId).toBe(Q2);
    expect(second!.key).toBe(first!.key);
  });

  test('a wrong PIN shows on the PIN field; a bad amount is refused before sending', async () => {
    const wrong = 'Wrong PIN. 4 attempts left.';
    const { puts } = open(
      [quote(Q1, '1500')],
      [json(422, { message: wrong, errorCode: 'INVALID_PIN', errors: { pin: [wrong] } })],
    );
    await screen.findByText('1 USD = ₦1,500');
    fill('Amount (USD)', '0.5');
    fill('Transaction PIN', '1397');
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await screen.findByText('Enter an amount from $1.00 to $1,000,000.00, like 100.00');
    expect(puts()).toHaveLength(0);
    fill('Amount (USD)', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await screen.findByText(wrong, { selector: 'p' });
    expect(screen.getByLabelText('Transaction PIN').getAttribute('aria-invalid')).toBe('true');
  });

  test('no rate available: the server’s message and a way to try again', async () => {
    const none = 'Conversion from this currency to NGN is not available right now. Try again later.';
    open([json(409, { message: none, errorCode: 'CONVERSION_UNAVAILABLE' }), quote(Q1, '1500')]);
    await screen.findByText(none);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('1 USD = ₦1,500');
  });
});
