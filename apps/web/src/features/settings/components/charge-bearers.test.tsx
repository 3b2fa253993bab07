/**
 * The charge bearers: choosing the customer sends PUT settings/charge-payer with `person` and
 * shows the saved choice; a member who may only read sees the choices disabled with the reason;
 * a failed read says so.
 */
import type { TeamAccess } from '@payrail/contract/account';
import type { ChargePayer } from '@payrail/contract/settings';
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
import { ChargeBearers } from './charge-bearers';

const SAVED: ChargePayer = { person: 'merchant', wrong_transfer_bearer: 'merchant' };
const READER = settingsReader();

const show = (access: TeamAccess, saved: ChargePayer | null, answer: Answer) =>
  renderForm(<ChargeBearers />, access, saved ? [[settingsKeys.chargePayer(), saved]] : [], answer);

cleanUpAfterEach();

const fee = () => screen.getByRole('group', { name: 'Processing fee' });
const radio = (group: HTMLElement, name: RegExp) =>
  [...group.querySelectorAll('input[type=radio]')].find((r) =>
    name.test(r.closest('label')?.textContent ?? ''),
  ) as HTMLInputElement;

test('choosing the customer saves it with `person`', async () => {
  const fetch = show(OWNER, SAVED, () =>
    json(200, { message: 'Charge bearer updated!', responseBody: { ...SAVED, person: 'customer' } }),
  );
  fireEvent.click(radio(fee(), /^The customer/));
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toMatch(/\/api\/v1\/settings\/charge-payer$/);
  expect(init?.method).toBe('PUT');
  expect(JSON.parse(String(init?.body))).toEqual({ person: 'customer' });
  await waitFor(() => expect(radio(fee(), /^The customer/).checked).toBe(true));
});

test('a member who may only read cannot change either bearer, and is told why', () => {
  const fetch = show(READER, SAVED, () => json(500, {}));
  expect(radio(fee(), /^The customer/).disabled).toBe(true);
  expect(screen.getAllByText(/^Only members who can/)).toHaveLength(2);
  expect(fetch).not.toHaveBeenCalled();
});

test('a failed read says so', async () => {
  show(OWNER, null, () => json(500, { message: 'Something went wrong', errorCode: 'INTERNAL_ERROR' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong'));
});
