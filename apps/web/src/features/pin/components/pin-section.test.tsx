/**
 * The PIN section: which form shows for each status, and change-pin errors passed to the form
 * without a toast (spec 000 §7) while a register-pin failure toasts (spec 000 §8).
 */
import type { PinStatus } from '@payrail/contract/pin';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { notify } from '#lib/notify.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { pinKeys } from '../api/keys';
import { PinSection } from './pin-section';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show(status: PinStatus, answer: (url: string) => Response) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(pinKeys.status(), status);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/check-pin') ? json(200, { message: '', responseBody: status }) : answer(url),
    ),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <PinSection />
    </QueryClientProvider>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('no PIN yet: the set form, masked and numeric', () => {
  show({ hasPin: false, locked: false, attemptsLeft: 5, lockedUntil: null }, () => json(500, {}));
  const pin = screen.getByLabelText('New PIN');
  expect([pin.getAttribute('type'), pin.getAttribute('inputmode')]).toEqual(['password', 'numeric']);
  expect(screen.getByRole('button', { name: 'Set PIN' })).toBeTruthy();
  expect(screen.queryByLabelText('Current PIN')).toBeNull();
});

test('locked: says until when instead of offering the change form', () => {
  const until = '2026-11-25T16:05:00.000Z';
  show({ hasPin: true, locked: true, attemptsLeft: 0, lockedUntil: until }, () => json(500, {}));
  expect(
    screen.getByText(`PIN use is locked after five wrong PINs until ${new Date(until).toLocaleString()}.`, {
      exact: false,
    }),
  ).toBeTruthy();
  expect(screen.queryByLabelText('Current PIN')).toBeNull();
  expect(screen.getByRole('button', { name: 'Send me a new one' })).toBeTruthy();
});

test('a wrong current PIN shows on its field, with no toast', async () => {
  const toast = vi.spyOn(notify, 'error');
  show({ hasPin: true, locked: false, attemptsLeft: 5, lockedUntil: null }, () =>
    json(422, {
      message: 'Wrong PIN. 4 attempts left.',
      errorCode: 'INVALID_PIN',
      errors: { currentPin: ['Wrong PIN. 4 attempts left.'] },
    }),
  );
  fill('Current PIN', '1357');
  fill('New PIN', '4826');
  fill('Confirm new PIN', '4826');
  fireEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
  await waitFor(() => expect(screen.getByText('Wrong PIN. 4 attempts left.')).toBeTruthy());
  expect(toast).not.toHaveBeenCalled();
});

test('a failed PIN set toasts its message and shows it on the field', async () => {
  const toast = vi.spyOn(notify, 'error');
  show({ hasPin: false, locked: false, attemptsLeft: 5, lockedUntil: null }, () =>
    json(409, {
      message: 'A transaction PIN is already set. Change it instead.',
      errorCode: 'PIN_ALREADY_SET',
    }),
  );
  fill('New PIN', '2580');
  fill('Confirm new PIN', '2580');
  fireEvent.click(screen.getByRole('button', { name: 'Set PIN' }));
  await waitFor(() =>
    expect(toast).toHaveBeenCalledWith('A transaction PIN is already set. Change it instead.'),
  );
});
