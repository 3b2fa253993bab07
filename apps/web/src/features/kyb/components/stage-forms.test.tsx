/**
 * Stage forms against a stubbed API: a save sends the stage's contract body and moves on; a 422's
 * field errors land on their fields (the first message each), the documents' on their picker.
 */
import type { TeamAccess } from '@payrail/contract/account';
import { KYB_CATEGORIES, type KybCategory } from '@payrail/contract/kyb-reference';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { teamKeys } from '#features/team/api/keys.ts';
import { createQueryClient } from '#lib/query-client.ts';
import type { KybRecord } from '../api/get-kyb';
import { DocumentsStageForm } from './documents-stage-form';
import { SettlementAccountForm } from './settlement-account-form';
import type { StageFormProps } from './stage-form';

const OWNER: TeamAccess = { isOwner: true, roles: ['Owner'], permissions: [], subAccountIds: [] };
const READER: TeamAccess = {
  isOwner: false,
  roles: ['Custom'],
  permissions: ['kyb:read'],
  subAccountIds: [],
};
const company = KYB_CATEGORIES.find((c) => c.id === 3) as KybCategory;
let answer: { status: number; body: unknown };
const FOUND = {
  status: 200,
  body: {
    message: 'Account found',
    responseBody: {
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountNumber: '0123456785',
      accountName: 'Okafor Cloud Services',
    },
  },
};
/** What POST kyb/resolve-account answers (the name lookup); every other call answers `answer`. */
let lookup: { status: number; body: unknown } = FOUND;
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  const a = String(url).includes('/kyb/resolve-account') ? lookup : answer;
  return Response.json(a.body, { status: a.status });
});
const lookups = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/kyb/resolve-account'));
const patches = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  lookup = FOUND;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

function renderStage(
  Form: (p: StageFormProps) => ReactElement,
  record: KybRecord | null = null,
  access: TeamAccess = OWNER,
) {
  const onSaved = vi.fn();
  const queryClient = createQueryClient();
  queryClient.setQueryData(teamKeys.userAccess(), access);
  render(
    <QueryClientProvider client={queryClient}>
      <Form category={company} record={record} onSaved={onSaved} onBack={() => {}} goTo={() => {}} />
    </QueryClientProvider>,
  );
  return onSaved;
}

function fillAccount(accountNumber = '0123456785') {
  fireEvent.change(screen.getByLabelText('Bank'), { target: { value: '058' } });
  fireEvent.change(screen.getByLabelText('Account number'), { target: { value: accountNumber } });
}

/** The looked-up name shows; the merchant confirms it and saves. */
async function confirmAndSave() {
  await screen.findByText('Okafor Cloud Services');
  fireEvent.click(screen.getByLabelText('This is the account to be paid into.'));
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
}

test('settlement account: saves the stage and moves on', async () => {
  answer = { status: 200, body: { message: 'KYB updated', responseBody: {} } };
  const onSaved = renderStage(SettlementAccountForm);
  fillAccount();
  await confirmAndSave();
  await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  expect(lookups().map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
    { bankCode: '058', accountNumber: '0123456785' },
  ]);
  expect(patches()).toEqual([
    {
      stage: 'settlement-account',
      bankCode: '058',
      accountNumber: '0123456785',
      accountName: 'Okafor Cloud Services',
      accountNameConfirmed: true,
    },
  ]);
});

test('settlement account: no lookup until the number is whole; an unknown account is said on the number', async () => {
  lookup = {
    status: 422,
    body: {
      message: 'No account with this number was found at this bank. Check the number and the bank.',
      errorCode: 'BANK_ACCOUNT_NOT_FOUND',
      errors: { accountNumber: ['No account with this number was found at this bank'] },
    },
  };
  const onSaved = renderStage(SettlementAccountForm);
  fillAccount('012345678');
  fillAccount('0123456789'); // wrong check digit for GTBank: said at once, not sent
  await screen.findByText('This is not a valid account number for the chosen bank');
  expect(lookups()).toEqual([]);
  fillAccount('0123456785');
  await screen.findByText('No account with this number was found at this bank');
  expect(screen.getByLabelText('Account number').getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByLabelText('This is the account to be paid into.')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await screen.findByText('Account name is required');
  expect(patches()).toEqual([]);
  expect(onSaved).not.toHaveBeenCalled();
});

test('settlement account: saving without confirming the name is refused in the form', async () => {
  const onSaved = renderStage(SettlementAccountForm);
  fillAccount();
  await screen.findByText('Okafor Cloud Services');
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await screen.findByText('Confirm that this is the account to be paid into');
  expect(patches()).toEqual([]);
  expect(onSaved).not.toHaveBeenCalled();
});

test("settlement account: the server's 422 shows the first message on its field", async () => {
  answer = {
    status: 422,
    body: {
      message: 'The given data was invalid',
      errorCode: 'VALIDATION_ERROR',
      errors: { accountName: ['Use the name the bank holds', 'second'] },
    },
  };
  const onSaved = renderStage(SettlementAccountForm);
  fillAccount();
  await confirmAndSave();
  await screen.findByText('Use the name the bank holds');
  expect(screen.queryByText('second')).toBeNull();
  expect(onSaved).not.toHaveBeenCalled();
});

test('a member who may only read KYB cannot save: the button says why', () => {
  renderStage(SettlementAccountForm, null, READER);
  const button = screen.getByRole('button', { name: 'Save and continue' });
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(button.getAttribute('title')).toBe('Only members who can change business verification can do this.');
  fillAccount();
  fireEvent.click(button);
  expect(patches()).toEqual([]);
});

const doc = (kind: 'cac-certificate' | 'proof-of-address') => ({
  id: '0b9c4a52-8d1e-4a57-9d55-2f3c1f1e6a11',
  kind,
  fileName: `${kind}.pdf`,
  contentType: 'application/pdf' as const,
  size: 2048,
  uploadedAt: '2026-11-22T09:00:00Z',
});
const record = (documents: ReturnType<typeof doc>[]): KybRecord => ({
  business_category_id: 3,
  status: 'in_progress',
  current_stage: 'documents',
  rejection_reason: null,
  submitted_at: null,
  reviewed_at: null,
  stages: { 'business-details': {}, 'owner-identity': {} },
  documents,
});

test('documents: a missing upload is named on its picker before anything is sent', async () => {
  renderStage(DocumentsStageForm, record([doc('cac-certificate')]));
  expect(screen.getByText('cac-certificate.pdf')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Upload this document');
  expect(
    screen
      .getByLabelText('Proof of address (utility bill or bank statement, under 3 months old)')
      .getAttribute('aria-invalid'),
  ).toBe('true');
  expect(patches()).toEqual([]);
});

test("documents: the server's errors keyed by document kind go to that picker", async () => {
  answer = {
    status: 422,
    body: { message: 'Some documents are missing', errors: { 'cac-certificate': ['Upload it again'] } },
  };
  const onSaved = renderStage(DocumentsStageForm, record([doc('cac-certificate'), doc('proof-of-address')]));
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Upload it again');
  expect(patches()).toEqual([{ stage: 'documents' }]);
  expect(onSaved).not.toHaveBeenCalled();
});
