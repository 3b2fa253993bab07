/**
 * Hands a file read with the session (a link cannot carry the bearer token) to the browser as a
 * download under `name`.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
