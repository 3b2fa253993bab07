/** The proof dialog: the transaction PIN as an alternative proof, with the server's refusal on its field. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { errorFromResponse } from '#lib/api-error.ts';
import { ProofDialog } from './proof-dialog';

afterEach(cleanup);

function show(onSubmitPin?: (pin: string) => Promise<unknown>) {
  const onClose = vi.fn();
  render(
    <ProofDialog
      title="Turn off two-factor?"
      description="Signing in will need only your password."
      confirmLabel="Turn off"
      pending={false}
      emailing={false}
      onEmailCode={() => {}}
      onSubmit={async () => {}}
      onSubmitPin={onSubmitPin}
      onClose={onClose}
    />,
  );
  return onClose;
}

test('without a PIN handler only codes are offered', () => {
  show();
  expect(screen.getByLabelText('Verification code')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Use my transaction PIN instead' })).toBeNull();
});

test('the PIN is checked for shape, sent, and a refusal shows on the PIN field', async () => {
  const refusal = errorFromResponse(422, {
    message: 'Validation failed',
    errorCode: 'INVALID_PIN',
    errors: { pin: ['Wrong PIN. 4 attempts left.'] },
  });
  const onSubmitPin = vi.fn(async (pin: string) => {
    if (pin !== '2580') throw refusal;
  });
  const onClose = show(onSubmitPin);
  fireEvent.click(screen.getByRole('button', { name: 'Use my transaction PIN instead' }));
  const field = screen.getByLabelText('Transaction PIN');
  fireEvent.input(field, { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Your PIN must be 4 digits')).toBeTruthy();
  expect(onSubmitPin).not.toHaveBeenCalled();

  fireEvent.input(field, { target: { value: '9731' } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Wrong PIN. 4 attempts left.')).toBeTruthy();
  expect(onClose).not.toHaveBeenCalled();

  fireEvent.input(field, { target: { value: '2580' } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onSubmitPin).toHaveBeenLastCalledWith('2580');
});
