/**
 * The account limits (get-account-limit): per currency, the most one payment may be, the day's
 * limit, and how much of today's is used and left, with a meter. Read again each time it opens.
 */
import { Alert } from '#components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { formatMinor } from '#lib/money-text.ts';
import { useAccountLimit } from '../api/get-account-limit';

export function AccountLimits() {
  const limits = useAccountLimit();
  if (limits.isPending) return <Spinner label="Loading your limits" />;
  if (limits.isError) return <Alert tone="error">{limits.error.message}</Alert>;
  const { category, verified, limits: rows } = limits.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account limits</CardTitle>
        <CardDescription>
          {verified
            ? `The limits of a ${category.name.toLowerCase()}. A payment over them is refused at checkout.`
            : `Until your business is verified, the limits of a ${category.name.toLowerCase()} apply. A payment over them is refused at checkout.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table label="Account limits by currency">
          <thead>
            <tr>
              <Th scope="col">Currency</Th>
              <Th scope="col">One payment</Th>
              <Th scope="col">Each day</Th>
              <Th scope="col">Used today</Th>
              <Th scope="col">Left today</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.currency}>
                <th
                  scope="row"
                  className="border-b border-slate-100 px-4 py-3 text-left align-top font-medium text-slate-900"
                >
                  {r.currency}
                </th>
                <Td>{formatMinor(r.perTransaction, r.currency)}</Td>
                <Td>{formatMinor(r.daily, r.currency)}</Td>
                <Td>
                  <span className="block">{formatMinor(r.usedToday, r.currency)}</span>
                  <meter
                    className="mt-1 block h-2 w-24"
                    min={0}
                    max={r.daily}
                    low={r.daily * 0.75}
                    high={r.daily * 0.9}
                    optimum={0}
                    value={Math.min(r.usedToday, r.daily)}
                    aria-label={`${r.currency} used today`}
                  />
                </Td>
                <Td>{formatMinor(r.leftToday, r.currency)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p className="mt-3 text-sm text-slate-600">
          Today ({limits.data.day}, Lagos time) counts payments received and checkouts still under way.
        </p>
      </CardContent>
    </Card>
  );
}
