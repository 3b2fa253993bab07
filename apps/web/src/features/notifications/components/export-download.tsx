import * as exportsApi from '@payrail/contract/routes/exports';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { downloadExport } from '../api/download-export';

/** The prepared export an `export.ready` notification announces, downloaded from it. */
export function ExportDownload({ id }: { id: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <PermissionButton
      endpoint={exportsApi.downloadExport}
      size="sm"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void downloadExport(id).finally(() => setBusy(false));
      }}
    >
      <FileDown aria-hidden="true" className="size-4" />
      Download Transactions.csv
    </PermissionButton>
  );
}
