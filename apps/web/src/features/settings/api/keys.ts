/** Query keys of the settings area (charge payer, checkout channels, charges, account limits). */
export const settingsKeys = {
  all: ['settings'] as const,
  chargePayer: () => [...settingsKeys.all, 'charge-payer'] as const,
  channels: () => [...settingsKeys.all, 'checkout-channels'] as const,
  payIn: () => [...settingsKeys.all, 'pay-in'] as const,
  checkoutCharges: (amount: number, currency: 'NGN' | 'USD') =>
    [...settingsKeys.all, 'checkout-charges', currency, amount] as const,
  accountLimit: () => [...settingsKeys.all, 'account-limit'] as const,
};
