/**
 * `payouts:settle <PO_…>` and `payouts:fail <PO_…> --reason "…"`: the provider's staff recording
 * the bank's answer on a processing payout (a payout stuck at the processor, a return the bank
 * reported late). Each ends the payout once, guarded by its status, with its ledger entry, webhook
 * and email, exactly as the payout job does; safe beside running servers and their jobs.
 */
import type { Deps } from '#lib/deps.ts';
import { forcePayout } from '#modules/payouts/index.ts';

export function parsePayoutArgs(
  outcome: 'paid' | 'failed',
  args: string[],
): { reference: string; reason: string } | string {
  const reference = args[0];
  const at = args.indexOf('--reason');
  const reason = at >= 0 ? (args[at + 1] ?? '').trim() : '';
  const usage =
    outcome === 'paid' ? 'usage: payouts:settle <PO_…>' : 'usage: payouts:fail <PO_…> --reason "<why>"';
  if (!reference?.startsWith('PO_')) return usage;
  if (outcome === 'failed' && !reason) return usage;
  return { reference, reason };
}

export async function payoutOutcomeCommand(
  deps: Deps,
  outcome: 'paid' | 'failed',
  args: string[],
  print: (line: string) => void = console.log,
): Promise<number> {
  const a = parsePayoutArgs(outcome, args);
  if (typeof a === 'string') {
    print(a);
    return 2;
  }
  const done = await forcePayout(
    deps,
    { reference: a.reference },
    outcome === 'paid' ? { kind: 'paid' } : { kind: 'failed', reason: a.reason },
  );
  if (done === 'not_found') {
    print(`${a.reference}: no payout with this reference`);
    return 1;
  }
  if (done === 'not_processing') {
    print(`${a.reference}: already ended; nothing changed`);
    return 1;
  }
  print(
    done.status === 'paid'
      ? `${a.reference}: paid`
      : `${a.reference}: failed (${done.failureReason}); the money is back in the merchant's available balance`,
  );
  return 0;
}
