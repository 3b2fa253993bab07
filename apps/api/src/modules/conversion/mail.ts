/** The owner's email after a conversion: money moved between wallets, which a hijacked session might try. */
import type { Mail } from '#mail/mailer.ts';
import { lagosTime } from '#mail/receipt.ts';
import { layout } from '#mail/templates.ts';

export type ConversionFacts = {
  reference: string;
  amount: string;
  converted: string;
  rate: string;
  from: string;
  to: string;
  by: string;
  at: Date;
  dashboardUrl: string;
};

export function conversionMail(to: string, name: string, c: ConversionFacts): Mail {
  return layout(
    to,
    `You converted ${c.amount} to ${c.converted}`,
    [
      `Hello ${name},`,
      `${c.by} converted ${c.amount} from your ${c.from} balance into ${c.converted} in your ${c.to} balance, at ${c.rate} ${c.to} per ${c.from}, on ${lagosTime(c.at)}.`,
      `Reference: ${c.reference}`,
      'If you did not expect this, change your password and transaction PIN now and contact support.',
    ],
    { label: 'See your balances', url: c.dashboardUrl },
  );
}
