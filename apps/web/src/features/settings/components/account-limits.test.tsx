/** The limits tab: each currency's limits, what is used and left today, and the unverified note. */
import type { AccountLimit } from '@payrail/contract/account-limits';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { settingsKeys } from '../api/keys';
import { AccountLimits } from './account-limits';

const LIMITS: AccountLimit = {
  category: { id: 1, name: 'Starter business' },
  verified: false,
  day: '2026-03-03',
  limits: [
    {
      currency: 'NGN',
      perTransaction: 100_000_000,
      daily: 1_000_000_000,
      usedToday: 250_000_000,
      leftToday: 750_000_000,
    },
    { currency: 'USD', perTransaction: 200_000, daily: 1_000_000, usedToday: 0, leftToday: 1_000_000 },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('shows the limits, used and left, and that verification raises them', () => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsKeys.accountLimit(), LIMITS);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ responseBody: LIMITS }))),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AccountLimits />
    </QueryClientProvider>,
  );
  const ngn = screen.getByRole('row', { name: /^NGN/ });
  expect(ngn.textContent).toContain('₦1,000,000.00');
  expect(ngn.textContent).toContain('₦10,000,000.00');
  expect(ngn.textContent).toContain('₦2,500,000.00');
  expect(ngn.textContent).toContain('₦7,500,000.00');
  expect(screen.getByRole('meter', { name: 'NGN used today' }).getAttribute('value')).toBe('250000000');
  expect(screen.getByText(/Until your business is verified/)).toBeTruthy();
});
