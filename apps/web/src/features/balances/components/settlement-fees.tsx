import { formatMinor } from '#lib/money-text.ts';
import { useSettlementCharges } from '../api/get-settlement-charges';

/**
 * The settlement fee schedule (GET charges/settlement) in one line: settling is free, a payout to
 * the bank costs its tier's fee. Nothing shows while it loads or if it fails (it is a note).
 */
export function SettlementFees() {
  const charges = useSettlementCharges();
  if (!charges.data) return null;
  const tiers = charges.data.payout.flatMap((p) =>
    p.tiers.map((t, i, all) =>
      t.upTo === null
        ? `${formatMinor(t.fee, p.currency)} above ${formatMinor(all[i - 1]?.upTo ?? 0, p.currency)}`
        : `${formatMinor(t.fee, p.currency)} up to ${formatMinor(t.upTo, p.currency)}`,
    ),
  );
  return (
    <p className="text-sm text-slate-600">
      Settling to your available balance is free. A payout to your bank costs {tiers.join(' · ')}.
    </p>
  );
}
