import { describe, expect, test } from 'vitest';
import { emptyLinkForm, fieldKey, formToInput, linkFormResolver } from './link-form';

const resolve = (v: Partial<ReturnType<typeof emptyLinkForm>>) =>
  // biome-ignore lint/suspicious/noExplicitAny: the resolver's context and options are unused
  linkFormResolver({ ...emptyLinkForm(), ...v }, undefined, {} as any);

describe('the create form → the contract body', () => {
  test('a fixed amount typed in major units becomes exact minor units', async () => {
    const out = await resolve({ name: 'Ankara dress', amount: '1,500.29' });
    expect(out.errors).toEqual({});
    expect(out.values).toMatchObject({
      name: 'Ankara dress',
      currency: 'NGN',
      amountType: 'fixed',
      amount: 150_029,
      minAmount: null,
      customFields: [],
    });
  });

  test('a customer-chosen amount sends no amount and an optional minimum', async () => {
    const out = await resolve({
      name: 'Tips',
      amountType: 'customer',
      amount: '99',
      minAmount: '5.50',
      currency: 'USD',
    });
    expect(out.values).toMatchObject({
      amountType: 'customer',
      amount: null,
      minAmount: 550,
      currency: 'USD',
    });
  });

  test('an amount or a minimum below the platform minimum gets the contract’s message', async () => {
    expect((await resolve({ name: 'x', amount: '99.99' })).errors.amount?.message).toBe(
      'The minimum is ₦100.00',
    );
    const usd = await resolve({ name: 'x', amountType: 'customer', minAmount: '0.50', currency: 'USD' });
    expect(usd.errors.minAmount?.message).toBe('The minimum is $1.00');
  });

  test('problems land on the fields they were typed in', async () => {
    const out = await resolve({ name: '', amount: '1.234', customSlug: 'No Spaces!', usageLimit: '2.5' });
    expect(Object.keys(out.errors).sort()).toEqual(['amount', 'customSlug', 'name', 'usageLimit']);
    expect(out.errors.amount?.message).toBe('Enter an amount like 1,500.00');
    expect(out.errors.name?.message).toBe('Name is required');
  });

  test('custom fields get keys from their labels, unique', async () => {
    const { input } = formToInput({
      ...emptyLinkForm(),
      name: 'x',
      amount: '1',
      customFields: [
        { key: '', label: 'Delivery address', type: 'text', required: true },
        { key: '', label: 'Delivery address', type: 'text', required: false },
      ],
    });
    expect(input.customFields?.map((f) => f.key)).toEqual(['delivery_address', 'delivery_address_2']);
    expect(fieldKey('  2 Phone #', [])).toBe('phone');
  });

  test('an expiry in the past is refused', async () => {
    const out = await resolve({ name: 'x', amount: '1', expiresAt: '2001-01-01T10:00' });
    expect(out.errors.expiresAt?.message).toBe('Choose a time in the future');
  });
});
