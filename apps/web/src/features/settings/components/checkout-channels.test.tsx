/**
 * The checkout channels tab: the saved channels ticked, a change sent in the checkout's order, the
 * last channel refused before sending, and the save button disabled with the reason for readers.
 */
import type { TeamAccess } from '@payrail/contract/account';
import type { CheckoutChannels as Channels } from '@payrail/contract/settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  type Answer,
  cleanUpAfterEach,
  json,
  OWNER,
  renderForm,
  settingsReader,
} from '#test/form-harness.tsx';
import { settingsKeys } from '../api/keys';
import { CheckoutChannels } from './checkout-channels';

const ALL = ['card', 'bank_transfer', 'ussd'] as const;
const SAVED: Channels = { channels: [...ALL], available: [...ALL] };
const READER = settingsReader();

const show = (access: TeamAccess, answer?: Answer) =>
  renderForm(<CheckoutChannels />, access, [[settingsKeys.channels(), SAVED]], answer);

cleanUpAfterEach();

const box = (name: string) =>
  screen.getByRole('checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

test('turning bank transfer off sends the channels left, in order', async () => {
  const fetch = show(OWNER, () =>
    json(200, {
      message: 'Channels updated successfully',
      responseBody: { ...SAVED, channels: ['card', 'ussd'] },
    }),
  );
  expect(box('Bank transfer').checked).toBe(true);
  fireEvent.click(box('Bank transfer'));
  expect(box('Bank transfer').checked).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Save channels' }));
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toMatch(/\/api\/v1\/settings\/update-checkout-channels$/);
  expect(init?.method).toBe('PATCH');
  expect(JSON.parse(String(init?.body))).toEqual({ channels: ['card', 'ussd'] });
});

test('the last channel cannot be turned off', () => {
  const fetch = show(OWNER);
  for (const name of ['Card', 'Bank transfer', 'USSD']) fireEvent.click(box(name));
  fireEvent.click(screen.getByRole('button', { name: 'Save channels' }));
  expect(screen.getByRole('alert').textContent).toBe('Keep at least one payment channel on');
  expect(fetch).not.toHaveBeenCalled();
});

test('a member who may only read sees why they cannot save', () => {
  const fetch = show(READER);
  fireEvent.click(box('USSD'));
  const save = screen.getByRole('button', { name: 'Save channels' });
  expect(save.getAttribute('aria-disabled')).toBe('true');
  expect(save.getAttribute('title')).toMatch(/^Only members who can/);
  fireEvent.click(save);
  expect(fetch).not.toHaveBeenCalled();
});
