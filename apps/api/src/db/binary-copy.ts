/**
 * Bytes out of PostgreSQL as they are stored: a one-column COPY ... TO STDOUT (FORMAT binary),
 * read with pg-copy-streams, its fields given back in order as slices of the socket's buffers.
 * A bytea read by a query would be decoded as text by node-postgres's parser (it decodes every
 * field) and encoded again on the way out: at an export's 154 MiB that was most of a download.
 *
 * The format (PostgreSQL's "COPY", binary): an 11-byte signature, a 32-bit flags field and a
 * 32-bit length of a header extension to skip; then each tuple as a 16-bit field count and each
 * field as a 32-bit length (-1: null) and its bytes; a field count of -1 ends the file. The
 * stream's pieces are cut anywhere, also inside a length.
 */
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

type State = 'header' | 'extension' | 'count' | 'length' | 'data' | 'end';

/** The bytes of each field of a one-column binary COPY stream, in order, as they arrive. */
export async function* copyFieldBytes(pieces: AsyncIterable<Buffer>): AsyncGenerator<Uint8Array> {
  let state: State = 'header';
  let need = SIGNATURE.length + 8;
  let head = Buffer.alloc(0);
  let left = 0;
  for await (const piece of pieces) {
    let at = 0;
    while (at < piece.length) {
      if (state === 'end') throw new Error('binary COPY: bytes after the end of the file');
      if (state === 'data') {
        const n = Math.min(left, piece.length - at);
        yield piece.subarray(at, at + n);
        at += n;
        left -= n;
        if (left === 0) [state, need] = ['count', 2];
        continue;
      }
      const take = Math.min(need - head.length, piece.length - at);
      head = Buffer.concat([head, piece.subarray(at, at + take)]);
      at += take;
      if (head.length < need) break;
      [state, need, left] = next(state, head);
      head = Buffer.alloc(0);
    }
  }
  if (state !== 'end') throw new Error('binary COPY: the stream ended inside the file');
}

/** The state after a whole header, field count or field length (`head`). */
function next(state: State, head: Buffer): [State, number, number] {
  switch (state) {
    case 'header': {
      if (!head.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('binary COPY: no signature');
      const extension = head.readUInt32BE(SIGNATURE.length + 4);
      return extension > 0 ? ['extension', extension, 0] : ['count', 2, 0];
    }
    case 'extension':
      return ['count', 2, 0];
    case 'count': {
      const fields = head.readInt16BE(0);
      if (fields === -1) return ['end', 0, 0];
      if (fields !== 1) throw new Error(`binary COPY: ${fields} fields in a tuple, not 1`);
      return ['length', 4, 0];
    }
    case 'length': {
      const length = head.readInt32BE(0);
      return length > 0 ? ['data', 0, length] : ['count', 2, 0];
    }
    default:
      throw new Error(`binary COPY: no header in state ${state}`);
  }
}

/**
 * The bytes of `select`'s one column (a statement without parameters: COPY takes none), row after
 * row, on a connection of its own. A copy not read to its end (the reader stopped, or it failed)
 * leaves the connection inside the COPY: it is closed rather than returned to the pool.
 */
export async function* copyOut(client: PoolClient, select: string): AsyncGenerator<Uint8Array> {
  let whole = false;
  try {
    const stream = client.query(copyTo(`copy (${select}) to stdout (format binary)`));
    yield* copyFieldBytes(stream);
    whole = true;
  } finally {
    client.release(!whole);
  }
}
