/** The form's submit: exact minor units go out; the server's field errors come back to the fields. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ApiError } from '#lib/api-error.ts';
import { emptyLinkForm, type LinkFormOutput } from '../lib/link-form';
import { LinkForm } from './link-form';

afterEach(cleanup);

function renderForm(onSubmit: (v: LinkFormOutput) => Promise<unknown>) {
  render(
    <LinkForm defaultValues={emptyLinkForm()} submitLabel="Create" onSubmit={onSubmit} onCancel={() => {}} />,
  );
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Adire scarf' } });
  fireEvent.change(screen.getByLabelText('Amount (NGN)'), { target: { value: '1,234.56' } });
  fireEvent.change(screen.getByLabelText('Custom link address'), { target: { value: 'adire' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
}

test('submits the contract body with the amount in exact minor units', async () => {
  const onSubmit = vi.fn(async (_v: LinkFormOutput) => {});
  renderForm(onSubmit);
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0]![0]).toMatchObject({
    name: 'Adire scarf',
    currency: 'NGN',
    amountType: 'fixed',
    amount: 123_456,
    customSlug: 'adire',
  });
});

test('a taken address (409 SLUG_TAKEN) is shown on the address field', async () => {
  renderForm(() => Promise.reject(new ApiError('This link address is taken', 409, 'SLUG_TAKEN')));
  await screen.findByText('This link address is taken');
  expect(screen.getByLabelText('Custom link address').getAttribute('aria-invalid')).toBe('true');
});

test('422 field errors: the first message of each field goes to that field', async () => {
  const body = { errors: { name: ['Name is taken here', 'second'], redirectUrl: ['Bad address'] } };
  renderForm(() => Promise.reject(new ApiError('The given data was invalid', 422, 'VALIDATION_ERROR', body)));
  await screen.findByText('Name is taken here');
  expect(screen.queryByText('second')).toBeNull();
  expect(screen.getByText('Bad address')).toBeTruthy();
});
