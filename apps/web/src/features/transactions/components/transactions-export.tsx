import * as txns from '@payrail/contract/routes/transactions';
import type { TransactionFilters } from '@payrail/contract/transactions';
import { useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { notify } from '#lib/notify.ts';
import { type ExportFormat, exportTransactions } from '../api/export-transactions';

type Props = { scope: 'primary' | 'sub-account'; filters: TransactionFilters };

/**
 * Export CSV and Export PDF with the list's current filters (the sub-accounts' tab has a CSV only,
 * as the spec gives it). A big CSV is prepared in the background: its message shows as a toast.
 * Failures are only logged (spec 001 §8).
 */
export function TransactionsExport({ scope, filters }: Props) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const outcome = await exportTransactions(format, scope, filters);
      if (outcome.kind === 'queued') notify.success(outcome.message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <PermissionButton
        variant="secondary"
        size="sm"
        endpoint={scope === 'primary' ? txns.exportTransactionsCsv : txns.exportSubAccountTransactionsCsv}
        disabled={busy !== null}
        loading={busy === 'csv'}
        onClick={() => void run('csv')}
      >
        Export CSV
      </PermissionButton>
      {scope === 'primary' ? (
        <PermissionButton
          variant="secondary"
          size="sm"
          endpoint={txns.exportTransactionsPdf}
          disabled={busy !== null}
          loading={busy === 'pdf'}
          onClick={() => void run('pdf')}
        >
          Export PDF
        </PermissionButton>
      ) : null}
    </div>
  );
}
