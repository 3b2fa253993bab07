/**
 * The processor adapter (DESIGN.md §2): everything the platform asks of an acquirer, so the
 * checkout code never knows which one it talks to. The built-in `sandbox` (sandbox.ts) behaves like
 * an acquirer's test mode; a live acquirer would implement the same interface.
 *
 * Card numbers and CVVs pass through `authorize` and are never stored or logged by the platform.
 * An approval is final (authorize and capture in one step, as card-not-present checkouts do).
 *
 * A charge is keyed by our checkout's reference, which is its idempotency key at the acquirer:
 * authorizing the same reference again answers the first result and charges once, so a retry, a
 * crash or a timeout can never approve a card twice. `getCharge` asks what became of a charge (the
 * reconcile job's question after a crash between the approval and our record of it); `voidCharge`
 * cancels one we will not settle, and stops a late authorization of that reference from charging.
 */
import type { Money } from '@payrail/contract/money';
import type { UssdBank } from '@payrail/contract/ussd-banks';

export type CardDetails = { number: string; expiry: string; cvv: string };

export type AuthorizeResult =
  | { kind: 'approved'; processorRef: string }
  | { kind: 'declined'; processorRef: string; reason: string }
  | { kind: 'otp_required'; processorRef: string };

/** One card charge, named by our checkout's reference. */
export type ChargeRequest = { reference: string; card: CardDetails; amount: Money; now: Date };

/** What the acquirer knows of a charge. */
export type ChargeState =
  | { state: 'approved'; processorRef: string; amount: bigint }
  | { state: 'declined'; processorRef: string; reason: string }
  | { state: 'otp_required'; processorRef: string }
  | { state: 'voided' }
  | { state: 'not_found' };

export type OtpResult =
  | { kind: 'approved' }
  | { kind: 'declined'; reason: string }
  /** A wrong code: the caller decides whether another try is allowed. */
  | { kind: 'invalid_otp' };

export type TransferAccount = {
  bankName: string;
  accountNumber: string;
  accountName: string;
  expiresAt: Date;
};

/**
 * A bank transfer that reached one of our accounts (a live acquirer sends this as a webhook).
 * `transferId` is the acquirer's id of that transfer: a repeated notice of it carries the same one.
 */
export type TransferReceived = { accountNumber: string; amount: bigint; transferId: string };

/**
 * Sending money back to the customer. `reference` is our refund's reference and doubles as the
 * idempotency key: asking twice for the same reference refunds once and answers the same.
 */
export type RefundRequest = { reference: string; processorRef: string | null; amount: Money };
export type RefundResult = { kind: 'refunded'; processorRef: string } | { kind: 'failed'; reason: string };

/** What a bank holds for an account number (name enquiry), before money is sent to it. */
export type AccountLookup = { kind: 'found'; accountName: string } | { kind: 'not_found' };

/**
 * A payout to a merchant's bank account. `reference` is our payout's reference and doubles as the
 * idempotency key: asking again for the same reference never sends a second transfer, it answers
 * what became of the first. `requestedAt` is when the payout was made (the sandbox pays after a
 * delay counted from it).
 */
export type PayoutRequest = {
  reference: string;
  amount: Money;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  requestedAt: Date;
  now: Date;
};
export type PayoutResult =
  | { kind: 'pending' }
  | { kind: 'paid'; processorRef: string }
  | { kind: 'failed'; reason: string };

export interface ProcessorAdapter {
  readonly name: string;
  /** Test mode: the pay page may show test cards and the transfer simulator. */
  readonly sandbox: boolean;
  /** Idempotent by `reference`: the same reference answers the same result and charges once. */
  authorize(req: ChargeRequest): Promise<AuthorizeResult>;
  /** The OTP step of the charge `reference` (its challenge is `processorRef`); idempotent too. */
  submitOtp(req: { reference: string; processorRef: string; otp: string }): Promise<OtpResult>;
  /** The charge's state at the acquirer, by our reference. */
  getCharge(reference: string): Promise<ChargeState>;
  /** Cancels the charge `reference` (or, unknown, makes sure it can never be approved). */
  voidCharge(reference: string, now: Date): Promise<void>;
  createTransferAccount(req: {
    amount: Money;
    accountName: string;
    expiresAt: Date;
  }): Promise<TransferAccount>;
  /** A code to dial from `bank`'s USSD service (its short code: *737#, *901#, …) that pays `amount`. */
  ussdCode(amount: Money, reference: string, bank: UssdBank): Promise<{ code: string }>;
  /** Sandbox only: the customer's transfer arriving, as the acquirer would report it. */
  simulateTransfer?(accountNumber: string, amount: bigint): TransferReceived;
  /** The name on `accountNumber` at the bank `bankCode` (a code of the contract's banks.ts). */
  resolveAccount(req: { bankCode: string; accountNumber: string }): Promise<AccountLookup>;
  /** Returns money to the customer (a late or excess transfer); run by the refund job, which retries a failure. */
  refund(req: RefundRequest): Promise<RefundResult>;
  /** Sends (or, asked again, reports on) a payout; run by the payout job until it is paid or failed. */
  sendPayout(req: PayoutRequest): Promise<PayoutResult>;
}
