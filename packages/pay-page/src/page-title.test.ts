/** The document's title names the screen the page shows, and says so when input was refused. */
import type { CheckoutState, PublicLinkView } from '@payrail/contract/checkout';
import { describe, expect, test } from 'vitest';
import type { LinkPageState } from './pay-state.ts';
import { renderPayPage } from './render-page.ts';

const view = {
  ref: 'PL-ABCDEFGHJK',
  merchantName: 'Amaka Foods',
  name: 'Hamper',
  description: '',
  image: null,
  currency: 'NGN',
  amountType: 'fixed',
  amount: 150_000,
  customFields: [],
  channels: ['card', 'bank_transfer', 'ussd'],
  fee: null,
  total: 150_000,
  available: true,
  redirectUrl: null,
  sandbox: true,
} as unknown as PublicLinkView;

const at = '2026-11-26T12:00:00.000Z';
const checkout = (over: Partial<CheckoutState>): CheckoutState => ({
  reference: 'PRL_1',
  status: 'pending',
  channel: 'card',
  currency: 'NGN',
  amount: 150_000,
  fee: 0,
  total: 150_000,
  feeBearer: 'merchant',
  amountPaid: 0,
  amountRefunded: 0,
  failureReason: null,
  otp: null,
  transfer: null,
  ussd: null,
  receipt: null,
  redirectUrl: null,
  paymentLinkRef: view.ref,
  ...over,
});
const receipt = {
  merchantName: 'Amaka Foods',
  reference: 'PRL_1',
  amount: 150_000,
  currency: 'NGN',
  paidAt: at,
  channel: 'card' as const,
  last4: '4081',
};

const page = (c: CheckoutState | null, over: Partial<LinkPageState> = {}) =>
  renderPayPage(
    {
      kind: 'link',
      view,
      checkout: c,
      values: {},
      errors: {},
      formError: null,
      idempotencyKey: 'k',
      now: Date.parse(at),
      pageUrl: '/link/hamper',
      link: { slug: 'hamper' },
      ...over,
    },
    { script: null, preload: [], client: null },
  );
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const heading = (html: string) => /id="(?:step|result)-title"[^>]*>([^<]*)</.exec(html)?.[1];

describe('the page title', () => {
  test('is the screen’s own heading, then the link, for every step and end of a checkout', () => {
    const cases = [
      checkout({ status: 'otp_required', otp: { hint: 'Enter the code', attemptsLeft: 3 } }),
      checkout({
        status: 'awaiting_transfer',
        channel: 'bank_transfer',
        transfer: {
          bankName: 'B',
          accountNumber: '0123456789',
          accountName: 'A',
          amount: 150_000,
          expiresAt: at,
        },
      }),
      checkout({ channel: 'ussd', ussd: { code: '*737*000*1234#', expiresAt: at } }),
      checkout({}),
      checkout({ status: 'success', receipt }),
      checkout({ status: 'underpaid', channel: 'bank_transfer', amountPaid: 100_000, receipt }),
      checkout({ status: 'failed', failureReason: 'Insufficient funds' }),
      checkout({ status: 'failed', channel: 'bank_transfer', amountRefunded: 100_000 }),
    ];
    const seen = new Set<string>();
    for (const c of cases) {
      const html = page(c);
      expect(heading(html)).toBeTruthy();
      expect(title(html)).toBe(`${heading(html)} · Hamper`);
      seen.add(heading(html)!);
    }
    expect(seen.size).toBe(cases.length);
  });

  test('is the link’s name on the form, with "Error: " first once input was refused', () => {
    expect(title(page(null))).toBe('Hamper');
    const refused = page(null, {
      errors: { email: ['Enter a valid email address'] },
      formError: 'Check the highlighted fields',
    });
    expect(title(refused)).toBe('Error: Hamper');
  });
});
