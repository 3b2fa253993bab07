/** The sandbox processor's test cards, as it charges them (any future expiry, any CVV). */
import type { SupportTestCard } from '@payrail/contract/support';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { grouped } from '../lib/labels';

const OUTCOME: Record<SupportTestCard['outcome'], string> = {
  success: 'Approved',
  declined: 'Declined',
  otp_required: 'Asks for an OTP',
};

export function TestCards({ cards }: { cards: SupportTestCard[] }) {
  return (
    <section
      id="test-cards"
      aria-labelledby="test-cards-title"
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:col-span-2"
    >
      <h2 id="test-cards-title" className="mb-1 text-base font-semibold text-slate-900">
        Sandbox test cards
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Use any expiry date in the future (for example 12/30) and any CVV. No real money moves.
      </p>
      <Table label="Sandbox test cards">
        <thead>
          <tr>
            <Th>Card number</Th>
            <Th>Brand</Th>
            <Th>Outcome</Th>
          </tr>
        </thead>
        <tbody>
          {cards.map((c) => (
            <tr key={c.number}>
              <Td className="whitespace-nowrap font-mono text-xs text-slate-900">{grouped(c.number)}</Td>
              <Td className="capitalize text-slate-700">{c.brand}</Td>
              <Td className="text-slate-700">
                {OUTCOME[c.outcome]}
                {c.detail ? `: ${c.detail}` : ''}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
