/** callFile: a file answer comes back as a Blob with the session's token; a refusal is the catalogue's error. */

import * as kyb from '@payrail/contract/routes/kyb';
import { afterEach, expect, test, vi } from 'vitest';
import { ApiError } from './api-error';
import { callFile } from './http';

afterEach(() => vi.unstubAllGlobals());

test('answers the bytes of a file, and maps a 404 to an ApiError with its message', async () => {
  const fetchMock = vi.fn(async (url: string) =>
    url.endsWith('/kyb/documents/doc_1')
      ? new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        })
      : new Response(JSON.stringify({ message: 'Document not found', errorCode: 'NOT_FOUND' }), {
          status: 404,
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const blob = await callFile(kyb.downloadKybDocument, { params: { id: 'doc_1' } });
  expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  expect(blob.type).toBe('application/pdf');
  const refused = await callFile(kyb.downloadKybDocument, { params: { id: 'doc_2' } }).catch(
    (e: unknown) => e,
  );
  expect(refused).toBeInstanceOf(ApiError);
  expect(refused).toMatchObject({ status: 404, message: 'Document not found' });
});
