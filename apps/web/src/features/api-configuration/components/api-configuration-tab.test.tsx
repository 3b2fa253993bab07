/**
 * The APIs tab: the saved addresses and the hidden secret, the URL rule checked before sending, a
 * refused private address shown on its field, and the save button for members who may only read.
 */

import type { TeamAccess } from '@payrail/contract/account';
import type { ApiConfiguration } from '@payrail/contract/api-configuration';
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
import { apiConfigurationKeys } from '../api/keys';
import { ApiConfigurationTab } from './api-configuration-tab';

const SECRET = `whsec_${'A'.repeat(43)}=`;
const SAVED: ApiConfiguration = {
  webhookUrl: 'https://shop.example/hooks',
  callbackUrl: null,
  webhookSecret: SECRET,
  updatedAt: '2026-11-26T10:00:00.000Z',
  keys: { test: [], live: [] },
  ipAllowList: [],
};
const READER = settingsReader('Finance');

const show = (config: ApiConfiguration, access: TeamAccess, answer?: Answer) =>
  renderForm(
    <ApiConfigurationTab />,
    access,
    [
      [apiConfigurationKeys.current(), config],
      // No replays yet (the replay section's list; its own tests are webhook-replay-*.test.tsx).
      [apiConfigurationKeys.replays(), { items: [] }],
    ],
    answer,
  );

cleanUpAfterEach();

test('shows the saved address and keeps the secret hidden until asked', () => {
  show(SAVED, OWNER);
  expect((screen.getByLabelText('Webhook URL') as HTMLInputElement).value).toBe('https://shop.example/hooks');
  expect(screen.queryByText(SECRET)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  expect(screen.getByText(SECRET)).toBeTruthy();
});

test('an address that is not a URL is refused before anything is sent', async () => {
  const fetch = show(SAVED, OWNER);
  fireEvent.input(screen.getByLabelText('Webhook URL'), { target: { value: 'shop.example/hooks' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByText('Enter a full http:// or https:// address')).toBeTruthy());
  expect(fetch).not.toHaveBeenCalled();
});

test('a private address refused by the server shows its message on the field', async () => {
  const message =
    'This address points to a private or local network. Use an address that can be reached from the internet.';
  const fetch = show(SAVED, OWNER, () =>
    json(422, { message, errorCode: 'VALIDATION_ERROR', errors: { webhookUrl: [message] } }),
  );
  fireEvent.input(screen.getByLabelText('Webhook URL'), { target: { value: 'http://192.168.1.20/hooks' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
  expect(screen.getByLabelText('Webhook URL').getAttribute('aria-invalid')).toBe('true');
  const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body));
  expect(body).toEqual({ webhookUrl: 'http://192.168.1.20/hooks', callbackUrl: null });
});

test('a member who may only read sees the settings with Save and Roll secret unavailable, and why', () => {
  show(SAVED, READER);
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save.getAttribute('aria-disabled')).toBe('true');
  expect(screen.getByRole('button', { name: 'Roll secret' }).getAttribute('aria-disabled')).toBe('true');
  expect(document.body.textContent).toContain(
    'Only members who can change settings or change API keys and webhooks can do this.',
  );
});

test('before any webhook address, the secret is explained instead of shown', () => {
  show({ ...SAVED, webhookUrl: null, webhookSecret: null, updatedAt: null }, OWNER);
  expect(screen.getByText('Your signing secret is created when you first save a webhook URL.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Copy secret' })).toBeNull();
});
