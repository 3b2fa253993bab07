/**
 * Nigerian banks a merchant can be settled to (and, later, paid out to): the one list the API
 * validates against and the web lists. Licensed institutions only: a bank whose licence the CBN
 * revoked (Heritage Bank, June 2024) is not here, so it can neither be chosen nor saved.
 *
 * Codes: deposit money banks (commercial, merchant, non-interest) carry their 3-digit CBN code,
 * the one the NUBAN check digit is computed with. Other financial institutions (microfinance banks,
 * mobile money operators, payment service banks) carry their 6-digit NIBSS institution code; their
 * account numbers are often the holder's phone number, so no check digit is asked of them and the
 * account name lookup is what confirms the account.
 */

export const BANK_KINDS = ['commercial', 'merchant', 'non-interest', 'microfinance', 'mobile-money'] as const;
export type BankKind = (typeof BANK_KINDS)[number];

export const BANK_KIND_TITLES: Record<BankKind, string> = {
  commercial: 'Commercial banks',
  merchant: 'Merchant banks',
  'non-interest': 'Non-interest banks',
  microfinance: 'Microfinance banks',
  'mobile-money': 'Mobile money and payment service banks',
};

export type NigerianBank = { code: string; name: string; kind: BankKind };

const bank = (kind: BankKind) => (code: string, name: string) => ({ code, name, kind });
const commercial = bank('commercial');
const merchant = bank('merchant');
const nonInterest = bank('non-interest');
const microfinance = bank('microfinance');
const mobileMoney = bank('mobile-money');

/** In display order: by kind, then by name. */
export const NIGERIAN_BANKS: readonly NigerianBank[] = [
  commercial('044', 'Access Bank'),
  commercial('023', 'Citibank Nigeria'),
  commercial('050', 'Ecobank Nigeria'),
  commercial('070', 'Fidelity Bank'),
  commercial('011', 'First Bank of Nigeria'),
  commercial('214', 'First City Monument Bank'),
  commercial('103', 'Globus Bank'),
  commercial('058', 'Guaranty Trust Bank'),
  commercial('082', 'Keystone Bank'),
  commercial('107', 'Optimus Bank'),
  commercial('104', 'Parallex Bank'),
  commercial('076', 'Polaris Bank'),
  commercial('105', 'PremiumTrust Bank'),
  commercial('101', 'Providus Bank'),
  commercial('106', 'Signature Bank'),
  commercial('221', 'Stanbic IBTC Bank'),
  commercial('068', 'Standard Chartered Bank'),
  commercial('232', 'Sterling Bank'),
  commercial('100', 'SunTrust Bank'),
  commercial('102', 'Titan Trust Bank'),
  commercial('032', 'Union Bank of Nigeria'),
  commercial('033', 'United Bank for Africa'),
  commercial('215', 'Unity Bank'),
  commercial('035', 'Wema Bank'),
  commercial('057', 'Zenith Bank'),
  merchant('559', 'Coronation Merchant Bank'),
  merchant('060002', 'FBNQuest Merchant Bank'),
  merchant('501', 'FSDH Merchant Bank'),
  merchant('060004', 'Greenwich Merchant Bank'),
  merchant('060003', 'Nova Merchant Bank'),
  merchant('502', 'Rand Merchant Bank'),
  nonInterest('301', 'Jaiz Bank'),
  nonInterest('303', 'Lotus Bank'),
  nonInterest('302', 'TAJBank'),
  nonInterest('304', 'The Alternative Bank'),
  microfinance('100026', 'Carbon'),
  microfinance('090551', 'FairMoney Microfinance Bank'),
  microfinance('090267', 'Kuda Microfinance Bank'),
  microfinance('090405', 'Moniepoint Microfinance Bank'),
  microfinance('090198', 'Renmoney Microfinance Bank'),
  microfinance('090175', 'Rubies Microfinance Bank'),
  microfinance('090325', 'Sparkle Microfinance Bank'),
  microfinance('090110', 'VFD Microfinance Bank'),
  mobileMoney('120001', '9 Payment Service Bank (9PSB)'),
  mobileMoney('120002', 'HopePSB'),
  mobileMoney('120003', 'MoMo Payment Service Bank (MTN)'),
  mobileMoney('100004', 'OPay'),
  mobileMoney('100002', 'Paga'),
  mobileMoney('100033', 'PalmPay'),
  mobileMoney('120004', 'SmartCash Payment Service Bank (Airtel)'),
];

export const nigerianBank = (code: string): NigerianBank | undefined =>
  NIGERIAN_BANKS.find((b) => b.code === code);
export const isNigerianBankCode = (code: string): boolean => nigerianBank(code) !== undefined;

/** Deposit money banks (3-digit CBN codes) have NUBANs with a check digit; the others are looked up. */
export const hasNubanCheckDigit = (code: string): boolean => /^\d{3}$/.test(code) && isNigerianBankCode(code);

/** The banks by kind, in BANK_KINDS order (the web's grouped select). */
export const banksByKind = (): { kind: BankKind; title: string; banks: NigerianBank[] }[] =>
  BANK_KINDS.map((kind) => ({
    kind,
    title: BANK_KIND_TITLES[kind],
    banks: NIGERIAN_BANKS.filter((b) => b.kind === kind),
  }));
