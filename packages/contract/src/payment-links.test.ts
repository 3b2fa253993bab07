import { describe, expect, expectTypeOf, it } from 'vitest';
import { luhnValid, SANDBOX_TEST_CARDS, StartCheckout } from './checkout.ts';
import { type Answer, type CallArgs, type Endpoint, fillPath } from './endpoint.ts';
import * as links from './payment-links.ts';
import {
  CreatePaymentLink,
  EditPaymentLink,
  LINK_IMAGE_MAX_BYTES,
  PaymentLinkFilters,
  Slug,
} from './payment-links.ts';

describe('payment link schemas', () => {
  it('applies the amount rules of fixed and customer-chosen links', () => {
    expect(CreatePaymentLink.safeParse({ name: 'Hamper', amount: 500_000 }).success).toBe(true);
    const noAmount = CreatePaymentLink.safeParse({ name: 'Hamper' });
    expect(noAmount.error?.issues[0]?.path).toEqual(['amount']);
    const both = CreatePaymentLink.safeParse({ name: 'Tip', amountType: 'customer', amount: 500_000 });
    expect(both.error?.issues[0]?.path).toEqual(['amount']);
    const min = CreatePaymentLink.safeParse({ name: 'Fix', amount: 500_000, minAmount: 50_000 });
    expect(min.error?.issues[0]?.path).toEqual(['minAmount']);
    expect(
      CreatePaymentLink.safeParse({ name: 'Tip', amountType: 'customer', minAmount: 20_000 }).success,
    ).toBe(true);
    expect(CreatePaymentLink.safeParse({ name: 'X', amount: 1.5 }).success).toBe(false);
    expect(CreatePaymentLink.safeParse({ name: 'X', amount: 2 ** 53 }).success).toBe(false);
  });

  it('refuses a fixed amount or a minimum below the platform minimum charge, naming it', () => {
    const issues = (input: Record<string, unknown>) =>
      CreatePaymentLink.safeParse({ name: 'X', ...input }).error?.issues.map((i) => [
        i.path.join('.'),
        i.message,
      ]);
    expect(issues({ amount: 9_999 })).toEqual([['amount', 'The minimum is ₦100.00']]);
    expect(issues({ amount: 1 })).toEqual([['amount', 'The minimum is ₦100.00']]);
    expect(issues({ amount: 99, currency: 'USD' })).toEqual([['amount', 'The minimum is $1.00']]);
    expect(issues({ amountType: 'customer', minAmount: 1 })).toEqual([
      ['minAmount', 'The minimum is ₦100.00'],
    ]);
    expect(issues({ amount: 10_000 })).toBeUndefined();
    expect(issues({ amount: 100, currency: 'USD' })).toBeUndefined();
    // An open amount with no minimum of its own is fine: the platform's minimum applies at checkout.
    expect(issues({ amountType: 'customer' })).toBeUndefined();
  });

  it('refuses custom field keys that name one of Object’s own properties', () => {
    for (const key of ['constructor', 'prototype']) {
      const r = CreatePaymentLink.safeParse({
        name: 'X',
        amount: 10_000,
        customFields: [{ key, label: 'L' }],
      });
      expect(
        r.error?.issues.map((i) => [i.path.join('.'), i.message]),
        key,
      ).toEqual([['customFields.0.key', 'This name is reserved: choose another']]);
    }
  });

  it('checks slugs, custom field keys and edits', () => {
    expect(Slug.parse(' Amaka-Hampers ')).toBe('amaka-hampers');
    for (const bad of ['ab', '-abc', 'abc-', 'a--b', 'a b c', 'x'.repeat(61)])
      expect(Slug.safeParse(bad).success, bad).toBe(false);
    const dup = CreatePaymentLink.safeParse({
      name: 'X',
      amount: 500_000,
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

describe('payment link endpoints', () => {
  it('fill their spec paths, and answer the link types', () => {
    expect(fillPath(links.deactivatePaymentLink.path, { ref: 'PL-ABCDEFGHJK' })).toBe(
      '/merchant/payment-links/deactivate/PL-ABCDEFGHJK',
    );
    expect(fillPath(links.paymentLinkImageFile.path, { ref: 'PL-1', hash: 'ab' })).toBe(
      '/payment-links/image/PL-1/ab',
    );
    expectTypeOf<Answer<typeof links.showPaymentLink>>().toEqualTypeOf<links.PaymentLinkDetails>();
    expectTypeOf<Answer<typeof links.listPaymentLinks>>().toEqualTypeOf<links.PaymentLinkPage>();
    expectTypeOf<CallArgs<typeof links.editPaymentLink>['params']>().toEqualTypeOf<{ ref: string }>();
  });

  it('declare who may call them; only the image file is public', () => {
    const all = (Object.values(links) as unknown[]).filter(
      (v): v is Endpoint => typeof v === 'object' && v !== null && 'access' in v,
    );
    expect(all).toHaveLength(11);
    expect(all.filter((d) => d.access.kind === 'public')).toEqual([links.paymentLinkImageFile]);
    expect(links.deletePaymentLink.access).toEqual({ kind: 'permission', permission: 'payment-link:delete' });
  });

  it('let the image upload read the largest image and its multipart envelope, no more', () => {
    expect(links.uploadPaymentLinkImage.bodyLimit).toBeGreaterThan(LINK_IMAGE_MAX_BYTES);
    expect(links.uploadPaymentLinkImage.bodyLimit).toBeLessThanOrEqual(LINK_IMAGE_MAX_BYTES + 64 * 1024);
    expect(links.createPaymentLink.bodyLimit).toBeUndefined();
  });
});
