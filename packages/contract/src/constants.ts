/** Constants of spec 000 §9 and 001 §9: the configuration the web app and API share. */
export const SESSION_COOKIE = 'EST';
export const SESSION_STORE_KEY = 'eas';
export const SESSION_ABSOLUTE_MS = 5 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 300_000;
export const REQUEST_TIMEOUT_MS = 60_000;
/** What a multipart envelope adds around an uploaded file: an upload's body limit is its file cap plus this. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
export const QUERY_GC_MS = 300_000;
export const DEFAULT_CURRENCY = 'NGN';
export const TOASTER = {
  visibleToasts: 3,
  duration: 4000,
  width: 356,
  closeLabel: 'Close toast',
  hotkey: ['altKey', 'KeyT'],
  position: 'top-right',
} as const;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const TWO_FACTOR_CODE_LENGTH = 6;

/** The dashboard home's default customer-stats year (spec 001 §2). */
export const DEFAULT_CUSTOMER_STATS_YEAR = 2025;
/** Home stats years: the current year and the two before (spec 001 §9). */
export const homeStatsYears = (currentYear: number): number[] => [
  currentYear,
  currentYear - 1,
  currentYear - 2,
];

/** Download file names (spec 001 §9). */
export const DOWNLOAD_FILES = {
  receipt: 'SingleTransactionReceipt.pdf',
  transactionsPdf: 'Transactions.pdf',
  transactionsCsv: 'Transactions.csv',
  payoutsPdf: 'Payouts.pdf',
} as const;
export const RECEIPT_FILE_NAME = DOWNLOAD_FILES.receipt;

/** Spec 001 §9: the payout list's cache lifetime. */
export const PAYOUT_LIST_CACHE_MS = 300_000;
