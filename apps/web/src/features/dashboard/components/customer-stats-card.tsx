import { useCustomerStats } from '../api/get-customer-stats';
import { count, monthLabel } from '../lib/format';
import { Chart } from './chart';
import { HomeCard } from './home-card';

type CustomerStatsCardProps = { year: number; years: readonly number[]; onYear: (year: number) => void };

const NEW_COLOUR = '#0d9488';
const RETURNING_COLOUR = '#b45309';

/** New and returning customers in each month of the chosen year. */
export function CustomerStatsCard({ year, years, onYear }: CustomerStatsCardProps) {
  const stats = useCustomerStats(year);
  return (
    <HomeCard
      title="Customers"
      picker={{ label: 'Year', value: year, options: years, onChange: onYear }}
      query={stats}
      loadingLabel="Loading your customer figures"
      isEmpty={(s) => s.totals.new === 0 && s.totals.returning === 0}
      empty={<p>No customers paid in {year}. Each customer who pays you is counted here, once a month.</p>}
    >
      {(s) => (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-4">
            <div>
              <dt className="text-sm text-slate-600">New customers</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{count(s.totals.new)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Returning customers</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{count(s.totals.returning)}</dd>
            </div>
          </dl>
          <Chart
            title={`New and returning customers each month of ${s.year}`}
            xHeading="Month"
            x={s.months.map((m) => String(m.month))}
            series={[
              { label: 'New', color: NEW_COLOUR, values: s.months.map((m) => m.new) },
              { label: 'Returning', color: RETURNING_COLOUR, values: s.months.map((m) => m.returning) },
            ]}
            xLabel={monthLabel}
            yValue={(v) => (Number.isInteger(v) ? count(v) : '')}
            cell={count}
          />
        </div>
      )}
    </HomeCard>
  );
}
