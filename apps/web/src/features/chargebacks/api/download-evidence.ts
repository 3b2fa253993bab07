/** chargebacks.downloadChargebackEvidence: one evidence file, saved under the name it was sent with. */
import * as chargebacks from '@payrail/contract/routes/chargebacks';
import { saveFile } from '#lib/download.ts';
import { callFile } from '#lib/http.ts';

export async function downloadEvidence(id: string, file: { id: string; fileName: string }): Promise<void> {
  saveFile(
    await callFile(chargebacks.downloadChargebackEvidence, { params: { id, evidenceId: file.id } }),
    file.fileName,
  );
}
