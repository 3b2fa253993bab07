import type { ChargebackDetails } from '@payrail/contract/chargebacks';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { downloadEvidence } from '../api/download-evidence';

/** The files sent with a decline, each a button that downloads it; a failed download says so. */
export function EvidenceFiles({ chargeback }: { chargeback: Pick<ChargebackDetails, 'id' | 'evidence'> }) {
  const [failed, setFailed] = useState<string | undefined>();
  return (
    <ul aria-label="Evidence files" className="flex flex-col items-end gap-1">
      {chargeback.evidence.map((file) => (
        <li key={file.id}>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setFailed(undefined);
              downloadEvidence(chargeback.id, file).catch(() => setFailed(file.fileName));
            }}
          >
            <FileDown aria-hidden="true" className="size-4" />
            {file.fileName}
          </Button>
        </li>
      ))}
      {failed ? (
        <li
          role="alert"
          className="text-xs text-red-700"
        >{`${failed} could not be downloaded. Try again.`}</li>
      ) : null}
    </ul>
  );
}
