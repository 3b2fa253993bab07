/**
 * KYB documents: PDF, PNG or JPEG, at most KYB_MAX_UPLOAD_BYTES, the type read from the bytes
 * (`file-type`), never from the name or the declared type, so a renamed executable or an SVG is
 * refused. A file cut short is refused too: a PDF must end with its %%EOF marker, and images go
 * through lib/image-upload.ts (PNG chunks to IEND, JPEG EOI), at most KYB_MAX_IMAGE_SIDE pixels a
 * side: a 20000×20000 JPEG fits in 5 MB and decodes to 1.6 GB wherever it is opened. The bytes are
 * kept in the database, one document per kind (a new upload replaces the old), and served back only
 * to their merchant, always as a download.
 */
import { ErrorCode } from '@payrail/contract/errors';
import {
  KYB_MAX_UPLOAD_BYTES,
  KYB_UPLOAD_TYPES,
  type KybDocument,
  type KybDocumentKind,
} from '@payrail/contract/kyb';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { kybDocuments } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import { AppError, notFound, validation } from '#lib/errors.ts';
import { checkImage } from '#lib/image-upload.ts';
import { documentView, type KybReadCtx } from './kyb-model.ts';
import { assertEditable, type KybCtx, lockProfile } from './kyb-service.ts';

type UploadType = (typeof KYB_UPLOAD_TYPES)[number];
/**
 * Largest width or height of a KYB image: room for a 50-megapixel phone photo (8160×6120) and an
 * A4 page scanned at 600 dpi (4960×7016); at most 268 MB once decoded.
 */
export const KYB_MAX_IMAGE_SIDE = 8192;
const fileError = (message: string) => validation({ file: [message] }, message);
const TOO_LARGE = `The file must be at most ${KYB_MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;

/** A PDF's last bytes carry %%EOF (an incremental update may add a line break after it). */
function pdfComplete(b: Uint8Array): boolean {
  const tail = Buffer.from(b.subarray(Math.max(0, b.length - 1024))).toString('latin1');
  return /%%EOF\s*$/.test(tail);
}

export async function checkDocument(bytes: Uint8Array): Promise<UploadType> {
  if (bytes.length === 0) throw fileError('Choose a file to upload.');
  if (bytes.length > KYB_MAX_UPLOAD_BYTES)
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, TOO_LARGE, { errors: { file: [TOO_LARGE] } });
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
  const type = KYB_UPLOAD_TYPES.find((t) => t === sniffed);
  if (!type) throw fileError('The file must be a PDF, PNG or JPEG document.');
  if (type === 'application/pdf') {
    if (!pdfComplete(bytes)) throw fileError('The PDF file is incomplete or damaged. Upload it again.');
  } else {
    await checkImage(bytes, {
      maxBytes: KYB_MAX_UPLOAD_BYTES,
      maxWidth: KYB_MAX_IMAGE_SIDE,
      maxHeight: KYB_MAX_IMAGE_SIDE,
      types: [type],
    });
  }
  return type;
}

/**
 * Keeps a readable, header-safe name: no path, no control characters, at most 120 characters.
 * Letters with their accents and tone marks (NFC) stay: names are not only English.
 */
export function cleanFileName(name: string, type: UploadType): string {
  const base = (name.normalize('NFC').split(/[\\/]/).pop() ?? '')
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '')
    .trim();
  const ext = type === 'application/pdf' ? '.pdf' : type === 'image/png' ? '.png' : '.jpg';
  const stem = base.replace(/\.[^.]*$/, '').slice(0, 100) || 'document';
  return `${stem}${ext}`;
}

export async function uploadDocument(
  { deps, actor }: KybCtx,
  { kind, file }: { kind: KybDocumentKind; file: unknown },
): Promise<KybDocument> {
  if (!(file instanceof File)) throw fileError('Choose a file to upload.');
  if (file.size > KYB_MAX_UPLOAD_BYTES)
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, TOO_LARGE, { errors: { file: [TOO_LARGE] } });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = await checkDocument(bytes);
  const fileName = cleanFileName(file.name, contentType);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    assertEditable(await lockProfile(tx, actor.merchantId));
    const values = {
      fileName,
      contentType,
      size: bytes.length,
      bytes,
      uploadedBy: actor.userId,
      uploadedAt: now,
    };
    const [row] = await tx
      .insert(kybDocuments)
      .values({ merchantId: actor.merchantId, kind, ...values })
      .onConflictDoUpdate({ target: [kybDocuments.merchantId, kybDocuments.kind], set: values })
      .returning({ id: kybDocuments.id });
    await audit(
      tx,
      { deps, actor },
      { action: 'kyb.document_uploaded', target: kind, details: { contentType, size: bytes.length } },
    );
    return documentView({ id: row!.id, kind, fileName, contentType, size: bytes.length, uploadedAt: now });
  });
}

/** RFC 5987 attr-chars: everything else in a filename* value is percent-encoded. */
const encodeExtValue = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the name twice (RFC 6266): `filename` in plain ASCII for old clients (accents
 * dropped, other non-ASCII, quotes, backslashes and controls as `_`) and `filename*` in UTF-8.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

/**
 * The file, for its own merchant only, always as a download (an image is never rendered by the
 * browser at our origin) and never sniffed.
 */
export async function documentResponse(
  { deps, actor }: KybReadCtx,
  { id }: { id: string },
): Promise<Response> {
  const [doc] = await deps.db
    .select()
    .from(kybDocuments)
    .where(and(eq(kybDocuments.id, id), eq(kybDocuments.merchantId, actor.merchantId)))
    .limit(1);
  if (!doc) throw notFound('Document not found');
  return new Response(Buffer.from(doc.bytes), {
    status: 200,
    headers: {
      'Content-Type': doc.contentType,
      'Content-Length': String(doc.size),
      'Content-Disposition': attachmentDisposition(doc.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
