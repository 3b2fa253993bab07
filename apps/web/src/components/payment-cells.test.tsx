/** Every payment table names a part payment for what it is, with what arrived of what was due. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { feeCharged, PaymentAmount, PaymentChannel, PaymentStatus } from './payment-cells';

afterEach(cleanup);

test('an underpaid transfer reads Underpaid with the amount received, never Successful', () => {
  render(
    <div>
      <PaymentStatus status="underpaid" />
      <PaymentAmount
        t={{
          status: 'underpaid',
          amount: 2_500_000,
          amountPaid: 2_250_000,
          total: 2_500_000,
          currency: 'NGN',
        }}
      />
    </div>,
  );
  expect(screen.getByText('Underpaid')).toBeTruthy();
  expect(screen.queryByText('Successful')).toBeNull();
  expect(screen.getByText('Part payment: ₦22,500.00 of ₦25,000.00')).toBeTruthy();
});

test('a paid card payment shows its price alone, the brand and last four', () => {
  render(
    <div>
      <PaymentStatus status="success" />
      <p>
        <PaymentAmount
          t={{ status: 'success', amount: 150_000, amountPaid: 150_000, total: 150_000, currency: 'NGN' }}
        />
      </p>
      <p>
        <PaymentChannel channel="card" card={{ brand: 'Verve', last4: '4081' }} />
      </p>
    </div>,
  );
  expect(screen.getByText('Successful')).toBeTruthy();
  expect(screen.getByText('₦1,500.00')).toBeTruthy();
  expect(screen.queryByText(/Part payment/)).toBeNull();
  expect(screen.getByText('Verve •••• 4081')).toBeTruthy();
});

test('only a payment that kept money was charged a fee', () => {
  expect(feeCharged({ status: 'success' })).toBe(true);
  expect(feeCharged({ status: 'underpaid' })).toBe(true);
  expect(feeCharged({ status: 'failed' })).toBe(false);
  expect(feeCharged({ status: 'awaiting_transfer' })).toBe(false);
});
