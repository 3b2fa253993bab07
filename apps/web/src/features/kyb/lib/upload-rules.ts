/**
 * What the document picker accepts before anything is sent: PDF, PNG or JPEG under the size cap.
 * The server checks the file's real content again and its refusal is shown the same way.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const UPLOAD_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

export const formatBytes = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why this file cannot be uploaded, or null. */
export function checkUpload(file: { name: string; type: string; size: number }): string | null {
  const byName = /\.(pdf|png|jpe?g)$/i.test(file.name);
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type) && !byName)
    return 'Choose a PDF, PNG or JPEG file';
  if (file.size === 0) return 'This file is empty';
  if (file.size > UPLOAD_MAX_BYTES) return `Choose a file under ${formatBytes(UPLOAD_MAX_BYTES)}`;
  return null;
}
