/**
 * Evidence files sent with a decline: at most CHARGEBACK_MAX_FILES (in `evidence1`…`evidence3`; a
 * file in any other field is one too many), at most CHARGEBACK_MAX_FILE_BYTES each and
 * CHARGEBACK_MAX_TOTAL_BYTES together (413 naming the field, checked from the sizes before any
 * file's bytes are read; a body far over the total never gets here: the route's body limit refuses
 * it first), PDF, PNG or JPEG, the type read from the bytes (`file-type`), never from the name or
 * the declared type — a text file named proof.png is refused. A PDF must end with its %%EOF marker; images go through
 * lib/image-upload.ts (complete to their end marker, at most EVIDENCE_MAX_IMAGE_SIDE a side). Errors
 * name the form field the file came in.
 */
import {
  CHARGEBACK_FILE_TYPES,
  CHARGEBACK_MAX_FILE_BYTES,
  CHARGEBACK_MAX_FILES,
  CHARGEBACK_MAX_TOTAL_BYTES,
  EVIDENCE_FIELDS,
} from '@payrail/contract/chargebacks';
import { ErrorCode } from '@payrail/contract/errors';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { chargebackEvidence } from '#db/schema/index.ts';
import { AppError, notFound, validation } from '#lib/errors.ts';
import { checkImage } from '#lib/image-upload.ts';
import { ownChargeback, type ReadCtx, UUID } from './read.ts';

type FileType = (typeof CHARGEBACK_FILE_TYPES)[number];
export type EvidenceFile = { fileName: string; contentType: FileType; bytes: Uint8Array };

/** An A4 page scanned at 600 dpi fits; a decompression bomb does not. */
const EVIDENCE_MAX_IMAGE_SIDE = 8192;
const MB = CHARGEBACK_MAX_FILE_BYTES / (1024 * 1024);
const TOTAL_MB = CHARGEBACK_MAX_TOTAL_BYTES / (1024 * 1024);
const tooLarge = (field: string, m: string) =>
  new AppError(ErrorCode.PAYLOAD_TOO_LARGE, m, { errors: { [field]: [m] } });

function pdfComplete(b: Uint8Array): boolean {
  const tail = Buffer.from(b.subarray(Math.max(0, b.length - 1024))).toString('latin1');
  return /%%EOF\s*$/.test(tail);
}

function cleanName(name: string, type: FileType): string {
  const base = (name.normalize('NFC').split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '');
  const ext = type === 'application/pdf' ? '.pdf' : type === 'image/png' ? '.png' : '.jpg';
  return `${
    base
      .replace(/\.[^.]*$/, '')
      .trim()
      .slice(0, 100) || 'evidence'
  }${ext}`;
}

async function checkOne(field: string, file: File): Promise<EvidenceFile> {
  const bad = (m: string) => validation({ [field]: [m] }, m);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) throw bad('The file is empty.');
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
  const type = CHARGEBACK_FILE_TYPES.find((t) => t === sniffed);
  if (!type) throw bad('The file must be a PDF, PNG or JPEG document.');
  if (type === 'application/pdf') {
    if (!pdfComplete(bytes)) throw bad('The PDF file is incomplete or damaged. Upload it again.');
  } else {
    try {
      await checkImage(bytes, {
        maxBytes: CHARGEBACK_MAX_FILE_BYTES,
        maxWidth: EVIDENCE_MAX_IMAGE_SIDE,
        maxHeight: EVIDENCE_MAX_IMAGE_SIDE,
        types: [type],
      });
    } catch (err) {
      if (err instanceof AppError) throw bad(err.message);
      throw err;
    }
  }
  return { fileName: cleanName(file.name, type), contentType: type, bytes };
}

/**
 * The decline form's files, checked; at least one is required. `reasonError`: the reason's own
 * problem, answered with the files' in one 422.
 */
export async function readEvidence(
  form: Record<string, unknown>,
  reasonError?: string,
): Promise<EvidenceFile[]> {
  const out: EvidenceFile[] = [];
  if (reasonError) {
    const errors: Record<string, string[]> = { reason: [reasonError] };
    if (!EVIDENCE_FIELDS.some((f) => form[f] instanceof File))
      errors.evidence1 = ['Attach at least one file as evidence.'];
    throw validation(errors);
  }
  const extra = Object.keys(form).find(
    (k) => form[k] instanceof File && !(EVIDENCE_FIELDS as readonly string[]).includes(k),
  );
  if (extra)
    throw validation({
      [extra]: [`Attach at most ${CHARGEBACK_MAX_FILES} files, in evidence1 to evidence3.`],
    });
  const files: Array<[string, File]> = [];
  let total = 0;
  for (const field of EVIDENCE_FIELDS) {
    const value = form[field];
    if (value === undefined || value === '') continue;
    if (!(value instanceof File)) throw validation({ [field]: ['Send a file.'] });
    if (value.size > CHARGEBACK_MAX_FILE_BYTES) throw tooLarge(field, `Each file must be at most ${MB} MB.`);
    total += value.size;
    if (total > CHARGEBACK_MAX_TOTAL_BYTES)
      throw tooLarge(field, `The files must be at most ${TOTAL_MB} MB together.`);
    files.push([field, value]);
  }
  for (const [field, file] of files) out.push(await checkOne(field, file));
  if (!out.length) throw validation({ evidence1: ['Attach at least one file as evidence.'] });
  return out;
}

/**
 * One evidence file of the caller's chargeback, as a download: the type it was checked to be, a
 * name safe in a header, and headers that keep a browser from running it in the app's origin.
 */
export async function evidenceDownload(
  ctx: ReadCtx,
  { id, evidenceId }: { id: string; evidenceId: string },
): Promise<Response> {
  await ownChargeback(ctx, id);
  const [file] = UUID.test(evidenceId)
    ? await ctx.deps.db
        .select({
          fileName: chargebackEvidence.fileName,
          contentType: chargebackEvidence.contentType,
          bytes: chargebackEvidence.bytes,
        })
        .from(chargebackEvidence)
        .where(and(eq(chargebackEvidence.chargebackId, id), eq(chargebackEvidence.id, evidenceId)))
    : [];
  if (!file) throw notFound('File not found');
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': `attachment; filename="evidence"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
