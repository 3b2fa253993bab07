/** The settlement account change: looked up first, confirmed with the PIN; refusals on their field. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { cleanUpAfterEach, fill, json, open } from '#test/dialog-harness.tsx';
import { ChangeSettlementDialog } from './change-settlement-dialog';

const toast = vi.hoisted(() => vi.fn());
vi.mock('#lib/notify.ts', () => ({ notify: { success: toast, error: toast, loading: toast } }));

const UUID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const show = (answers: Response[]) =>
  open(answers, (onClose) => (
    <ChangeSettlementDialog uuid={UUID} slug="ikeja-x1" name="Ikeja branch" onClose={onClose} />
  ));
const resolved = () =>
  json(200, {
    message: 'Account resolved',
    responseBody: {
      bankCode: '044',
      bankName: 'Access Bank',
      accountNumber: '0034567891',
      accountName: 'ADA OBI',
    },
  });

cleanUpAfterEach();

describe('<ChangeSettlementDialog>', () => {
  test('looks the account up, then changes it with the PIN', async () => {
    const { fetch, onClose } = show([
      resolved(),
      json(200, { message: 'Settlement account updated successfully', responseBody: {} }),
    ]);
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: '044' } });
    fill('Account number', '0034567891');
    fireEvent.click(screen.getByRole('button', { name: 'Look up account' }));
    await screen.findByText('ADA OBI');
    fill('Transaction PIN', '2580');
    fireEvent.click(screen.getByRole('button', { name: 'Change account' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[1]!;
    expect(String(url)).toContain(`/merchant/sub-accounts/${UUID}/settlement-account`);
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({
      bankCode: '044',
      accountNumber: '0034567891',
      accountName: 'ADA OBI',
      pin: '2580',
    });
    expect(toast).toHaveBeenCalledWith('Settlement account updated successfully');
  });

  test('a changed number asks for a new lookup; a short one is refused before anything is sent', async () => {
    const { fetch } = show([resolved()]);
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: '044' } });
    fill('Account number', '0034567891');
    fireEvent.click(screen.getByRole('button', { name: 'Look up account' }));
    await screen.findByText('ADA OBI');
    fill('Account number', '12345');
    expect(screen.queryByText('ADA OBI')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Look up account' }));
    await screen.findByText('Account number must be 10 digits (NUBAN)');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('a wrong PIN shows on the PIN field', async () => {
    const wrong = 'Wrong PIN. 4 attempts left.';
    show([resolved(), json(422, { message: wrong, errorCode: 'INVALID_PIN', errors: { pin: [wrong] } })]);
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: '044' } });
    fill('Account number', '0034567891');
    fireEvent.click(screen.getByRole('button', { name: 'Look up account' }));
    await screen.findByText('ADA OBI');
    fill('Transaction PIN', '1397');
    fireEvent.click(screen.getByRole('button', { name: 'Change account' }));
    await screen.findByText(wrong, { selector: 'p' });
  });
});
