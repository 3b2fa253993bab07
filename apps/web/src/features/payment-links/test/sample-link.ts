/** An active fixed-amount link with no payments, as the API answers it: the component tests' fixture. */
import type { PaymentLink } from '@payrail/contract/payment-links';

export const sampleLink: PaymentLink = {
  ref: 'PL-ABCDEFGHJK',
  slug: 'ankara',
  name: 'Ankara',
  description: '',
  status: 'active',
  currency: 'NGN',
  amountType: 'fixed',
  amount: 150_000,
  minAmount: null,
  redirectUrl: null,
  customFields: [],
  usageLimit: null,
  usageCount: 0,
  expiresAt: null,
  image: null,
  hasTransactions: false,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  paths: { byRef: '/payment-links/PL-ABCDEFGHJK', bySlug: '/link/ankara' },
};
