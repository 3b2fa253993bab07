/**
 * Writing CSV files that stream from the database with flat memory: rows are read a batch at a
 * time by keyset (never OFFSET), each batch becomes one chunk of text, and the next batch is read
 * only when the reader has taken the last one (a pull stream: backpressure).
 *
 * A cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * is neutralised with a leading apostrophe (OWASP "CSV injection"); every cell is quoted.
 */
import type { Logger } from './logger.ts';

/** A cell as CSV: formula triggers neutralised, quoted, quotes doubled. */
export function csvCell(value: string): string {
  const first = value.charCodeAt(0);
  // = + - @ tab CR (a million rows' worth of cells: a character test, no regular expression)
  const lead = first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13;
  const quoted = value.includes('"') ? value.replaceAll('"', '""') : value;
  return lead ? `"'${quoted}"` : `"${quoted}"`;
}
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** How a CSV's rows are read: a batch after a key (null: from the start), in the file's order. */
export type CsvSource<Row, Key> = {
  header: readonly string[];
  batchSize: number;
  /** Up to `limit` rows after `after`, in order. */
  read(after: Key | null, limit: number): Promise<Row[]>;
  /** The key of a row, where the next batch starts after. */
  keyOf(row: Row): Key;
  /** A batch's lines (csvLine each); may read more of the database (per batch, not per row). */
  lines(rows: Row[]): string | Promise<string>;
};

const encoder = new TextEncoder();

/**
 * The file's bytes, a chunk per batch: the byte order mark and header first (Excel reads UTF-8).
 * The next batch is read while this one is written and taken (one batch ahead, no more), so the
 * database and the server work at the same time.
 */
export async function* csvChunks<Row, Key>(source: CsvSource<Row, Key>): AsyncGenerator<Uint8Array> {
  yield encoder.encode(`\ufeff${csvLine(source.header)}`);
  let rows = await source.read(null, source.batchSize);
  while (rows.length > 0) {
    const next =
      rows.length < source.batchSize
        ? null
        : source.read(source.keyOf(rows[rows.length - 1]!), source.batchSize);
    // Its failure is met where it is awaited; if the reader stops first, it is dropped.
    next?.catch(() => {});
    yield encoder.encode(await source.lines(rows));
    if (!next) return;
    rows = await next;
  }
}

/**
 * An answer that is a file streamed from `chunks`, pulled one at a time. A failure midway is
 * logged (`what` names the export) and ends the download; the user sees nothing (spec 001 §8).
 */
export function fileResponse(
  chunks: AsyncIterable<Uint8Array>,
  o: { fileName: string; contentType: string; log: Logger; what: string },
): Response {
  const it = chunks[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await it.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (err) {
        o.log.error({ err }, `${o.what} failed`);
        controller.error(err);
      }
    },
    async cancel() {
      await it.return?.(undefined);
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': o.contentType,
      'Content-Disposition': `attachment; filename="${o.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}

/** A CSV answer streamed from the database (csvChunks). */
export function csvResponse<Row, Key>(
  source: CsvSource<Row, Key>,
  o: { fileName: string; log: Logger; what: string },
): Response {
  return fileResponse(csvChunks(source), { ...o, contentType: 'text/csv; charset=utf-8' });
}
