/**
 * kyb.downloadKybDocument: the merchant's own uploaded document, read with the session (a link
 * cannot carry the bearer token) and handed to the browser as a download under its name.
 */
import * as kyb from '@payrail/contract/routes/kyb';
import { callFile } from '#lib/http.ts';

export async function downloadKybDocument(doc: { id: string; fileName: string }): Promise<void> {
  const blob = await callFile(kyb.downloadKybDocument, { params: { id: doc.id } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
