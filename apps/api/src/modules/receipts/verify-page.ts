/**
 * The public page a receipt's QR code opens: the payment as the receipt shows it when the receipt
 * is genuine, or one plain warning for anything else (unknown reference, wrong token, a payment
 * not received): the page never tells which. Plain HTML with its styles inline, no script, so it
 * opens at once on any phone.
 */

import { type Currency, format, money } from '@payrail/contract/money';
import type { ReceiptVerification } from '@payrail/contract/receipts';
import { dateText } from '@payrail/pay-page/display';
import { escapeHtml } from '#lib/html.ts';

const CHANNELS = { card: 'Card', bank_transfer: 'Bank transfer', ussd: 'USSD' } as const;

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:28rem;margin:0 auto;padding:2rem 1rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 .25rem}
.ok{color:#065f46}.bad{color:#991b1b}
p{line-height:1.5;margin:.5rem 0}
.amount{font-size:1.75rem;font-weight:700;margin:1rem 0 .25rem;overflow-wrap:anywhere}
dl{margin:1rem 0 0;display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;font-size:.9rem}
dt{color:#475569}dd{margin:0;overflow-wrap:anywhere}
footer{margin-top:1rem;font-size:.8rem;color:#475569;text-align:center}`;

function shell(title: string, body: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}<footer>Payrail · receipt verification</footer></main></body></html>`;
}

export function renderVerifyPage(v: ReceiptVerification | undefined): string {
  if (!v) {
    return shell(
      'Receipt not confirmed',
      `<div class="card"><h1 class="bad">We could not confirm this receipt</h1><p>No payment received by Payrail matches this receipt. It may have been changed or made up, or the address was not copied whole.</p><p>Do not release goods or money on the strength of this receipt. Ask the payer for the receipt's QR code or address again, or ask the merchant to look the payment up in their dashboard.</p></div>`,
    );
  }
  const amount = format(money(BigInt(v.amount), v.currency as Currency));
  const rows: [string, string][] = [
    ['Paid to', v.merchantName],
    ['Reference', v.reference],
    ['Date', dateText(v.paidAt, 'Africa/Lagos')],
    ['Channel', CHANNELS[v.channel]],
  ];
  return shell(
    'Genuine payment',
    `<div class="card"><h1 class="ok">Genuine payment</h1><p>Payrail received this payment for ${escapeHtml(v.merchantName)}.</p><p class="amount">${escapeHtml(amount)}</p>${
      v.status === 'underpaid' ? '<p>A part payment, accepted by the merchant.</p>' : ''
    }<dl>${rows.map(([k, val]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(val)}</dd>`).join('')}</dl><p>Check that the amount, date and reference match the receipt you were shown.</p></div>`,
  );
}
