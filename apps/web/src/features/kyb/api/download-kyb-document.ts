/** kyb.downloadKybDocument: the merchant's own uploaded document, as a download under its name. */
import * as kyb from '@payrail/contract/routes/kyb';
import { saveFile } from '#lib/download.ts';
import { callFile } from '#lib/http.ts';

export async function downloadKybDocument(doc: { id: string; fileName: string }): Promise<void> {
  saveFile(await callFile(kyb.downloadKybDocument, { params: { id: doc.id } }), doc.fileName);
}
