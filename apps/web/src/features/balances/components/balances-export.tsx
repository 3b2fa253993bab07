import type { BalanceHistoryFilters } from '@payrail/contract/balance-history';
import type { Currency } from '@payrail/contract/money';
import * as balances from '@payrail/contract/routes/balances';
import { useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { type ExportFormat, exportBalances } from '../api/export-balances';

type Props = { filters: BalanceHistoryFilters };

/**
 * Export CSV and Export PDF of one currency's movements with the history's filters: the currency
 * filter's, NGN when none is chosen (the spec's export paths take one currency). Failures are only
 * logged (spec 001 §8).
 */
export function BalancesExport({ filters }: Props) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const currency: Currency = filters.currency ?? 'NGN';
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await exportBalances(format, currency, filters);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <PermissionButton
        variant="secondary"
        size="sm"
        endpoint={balances.exportBalancesCsv}
        disabled={busy !== null}
        loading={busy === 'csv'}
        onClick={() => void run('csv')}
      >
        Export CSV ({currency})
      </PermissionButton>
      <PermissionButton
        variant="secondary"
        size="sm"
        endpoint={balances.exportBalancesPdf}
        disabled={busy !== null}
        loading={busy === 'pdf'}
        onClick={() => void run('pdf')}
      >
        Export PDF ({currency})
      </PermissionButton>
    </div>
  );
}
