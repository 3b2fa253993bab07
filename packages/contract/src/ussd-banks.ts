/**
 * Banks a customer can pay from by USSD, each with its short code: the customer picks their bank
 * on the pay page and is given a code of that bank's shape (GTBank `*737*000*NNNNNN#`, Access
 * `*901*000*NNNNNN#`, …; the sandbox generates the number). One list, read by the API (the start
 * body's `ussdBank`, the processor) and the pay page's picker; no zod here, so the pay page's
 * bundle carries none. Banks whose licence the CBN revoked are left out.
 */
export const USSD_BANKS = [
  { id: 'gtbank', name: 'GTBank', shortCode: '737' },
  { id: 'access', name: 'Access Bank', shortCode: '901' },
  { id: 'first-bank', name: 'First Bank', shortCode: '894' },
  { id: 'uba', name: 'UBA', shortCode: '919' },
  { id: 'zenith', name: 'Zenith Bank', shortCode: '966' },
  { id: 'fidelity', name: 'Fidelity Bank', shortCode: '770' },
  { id: 'union', name: 'Union Bank', shortCode: '826' },
  { id: 'stanbic', name: 'Stanbic IBTC', shortCode: '909' },
  { id: 'sterling', name: 'Sterling Bank', shortCode: '822' },
  { id: 'fcmb', name: 'FCMB', shortCode: '329' },
  { id: 'ecobank', name: 'Ecobank', shortCode: '326' },
  { id: 'wema', name: 'Wema Bank', shortCode: '945' },
  { id: 'polaris', name: 'Polaris Bank', shortCode: '833' },
  { id: 'keystone', name: 'Keystone Bank', shortCode: '7111' },
  { id: 'unity', name: 'Unity Bank', shortCode: '7799' },
  { id: 'jaiz', name: 'Jaiz Bank', shortCode: '773' },
] as const;

export type UssdBank = (typeof USSD_BANKS)[number];
export type UssdBankId = UssdBank['id'];

/** The ids the start body's `ussdBank` accepts (checkout.ts). */
export const USSD_BANK_IDS = USSD_BANKS.map((b) => b.id) as [UssdBankId, ...UssdBankId[]];

/** Without a choice (an API caller that sends none) the code is GTBank's, the sandbox's old shape. */
export const DEFAULT_USSD_BANK: UssdBankId = 'gtbank';

export function ussdBank(id: string | null | undefined): UssdBank {
  return USSD_BANKS.find((b) => b.id === id) ?? USSD_BANKS[0];
}

/** The bank whose short code starts `code` ("*901*000*123456#" → Access Bank), or undefined. */
export function ussdBankOfCode(code: string): UssdBank | undefined {
  return USSD_BANKS.find((b) => code.startsWith(`*${b.shortCode}*`));
}
