/** A pay-in fee schedule in words: "1.5 % + ₦100.00 (the ₦100.00 not charged under ₦2,500.00), at most ₦2,000.00". */
import type { PayInPricing } from '@payrail/contract/charges';
import { formatMinor } from '#lib/money-text.ts';

/** Basis points as a percentage without float error: 150 → "1.5 %", 390 → "3.9 %", 25 → "0.25 %". */
export function percentText(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const frac = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${frac ? `.${frac}` : ''} %`;
}

export function pricingText(p: PayInPricing): string {
  const parts: string[] = [];
  if (p.percentBps > 0 || p.flat === 0) parts.push(percentText(p.percentBps));
  if (p.flat > 0) {
    const flat = formatMinor(p.flat, p.currency);
    parts.push(
      p.flatWaivedBelow !== null
        ? `${flat} (not charged under ${formatMinor(p.flatWaivedBelow, p.currency)})`
        : flat,
    );
  }
  const fee = parts.join(' + ');
  return p.cap !== null ? `${fee}, at most ${formatMinor(p.cap, p.currency)}` : fee;
}
