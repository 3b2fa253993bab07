import { describe, expect, it } from 'vitest';
import { luhnValid, SANDBOX_TEST_CARDS, StartCheckout } from './checkout.ts';
import { CreatePaymentLink, EditPaymentLink, PaymentLinkFilters, Slug } from './payment-links.ts';

describe('payment link schemas', () => {
  it('applies the amount rules of fixed and customer-chosen links', () => {
    expect(CreatePaymentLink.safeParse({ name: 'Hamper', amount: 500_000 }).success).toBe(true);
    const noAmount = CreatePaymentLink.safeParse({ name: 'Hamper' });
    expect(noAmount.error?.issues[0]?.path).toEqual(['amount']);
    const both = CreatePaymentLink.safeParse({ name: 'Tip', amountType: 'customer', amount: 100 });
    expect(both.error?.issues[0]?.path).toEqual(['amount']);
    const min = CreatePaymentLink.safeParse({ name: 'Fix', amount: 100, minAmount: 50 });
    expect(min.error?.issues[0]?.path).toEqual(['minAmount']);
    expect(CreatePaymentLink.safeParse({ name: 'Tip', amountType: 'customer', minAmount: 100 }).success).toBe(
      true,
    );
    expect(CreatePaymentLink.safeParse({ name: 'X', amount: 1.5 }).success).toBe(false);
    expect(CreatePaymentLink.safeParse({ name: 'X', amount: 2 ** 53 }).success).toBe(false);
  });

  it('checks slugs, custom field keys and edits', () => {
    expect(Slug.parse(' Amaka-Hampers ')).toBe('amaka-hampers');
    for (const bad of ['ab', '-abc', 'abc-', 'a--b', 'a b c', 'x'.repeat(61)])
      expect(Slug.safeParse(bad).success, bad).toBe(false);
    const dup = CreatePaymentLink.safeParse({
      name: 'X',
      amount: 100,
      customFields: [
        { key: 'size', label: 'Size' },
        { key: 'size', label: 'Size again' },
      ],
    });
    expect(dup.success).toBe(false);
    expect(EditPaymentLink.safeParse({}).success).toBe(false);
    expect(EditPaymentLink.safeParse({ redirectUrl: null }).success).toBe(true);
    expect(PaymentLinkFilters.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success).toBe(false);
  });

  it('validates card numbers with Luhn; every documented test card passes it', () => {
    for (const c of SANDBOX_TEST_CARDS) expect(luhnValid(c.number), c.number).toBe(true);
    expect(luhnValid('4084084084084082')).toBe(false);
    const ok = StartCheckout.safeParse({
      email: 'Ada@Example.com',
      name: 'Ada',
      channel: 'card',
      card: { number: '4084 0840 8408 4081', expiry: '12/30', cvv: '123' },
    });
    expect(ok.data?.card?.number).toBe('4084084084084081');
    expect(ok.data?.email).toBe('ada@example.com');
    const noCard = StartCheckout.safeParse({ email: 'a@b.co', name: 'A', channel: 'card' });
    expect(noCard.error?.issues[0]?.path).toEqual(['card']);
  });
});
