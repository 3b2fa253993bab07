/**
 * The binary COPY reader (db/binary-copy.ts) gives back each field's bytes however the stream is
 * cut, and refuses a stream that is not whole.
 */
import { describe, expect, test } from 'vitest';
import { copyFieldBytes } from '#db/binary-copy.ts';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const int16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
function int32(n: number) {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
}

/** A one-column binary COPY file of `fields` (null: a null field), with a header extension. */
function copyFile(fields: Array<Buffer | null>, o: { extension?: Buffer; trailer?: boolean } = {}) {
  const ext = o.extension ?? Buffer.alloc(0);
  const tuples = fields.map((f) =>
    Buffer.concat([int16(1), f === null ? int32(-1) : Buffer.concat([int32(f.length), f])]),
  );
  return Buffer.concat([
    SIGNATURE,
    int32(0),
    int32(ext.length),
    ext,
    ...tuples,
    ...(o.trailer === false ? [] : [int16(-1)]),
  ]);
}

async function read(pieces: Buffer[]): Promise<Buffer> {
  async function* stream() {
    yield* pieces;
  }
  const out: Uint8Array[] = [];
  for await (const b of copyFieldBytes(stream())) out.push(b);
  return Buffer.concat(out);
}

// Bytes a length could be mistaken for: 0xff, a -1, a 1 and a signature's start inside the data.
const FIELDS = [
  Buffer.from('"Date","Reference"\r\n'),
  Buffer.from([0xff, 0xff, 0xff, 0xff, 0, 1]),
  Buffer.alloc(0),
  null,
  Buffer.concat([SIGNATURE, Buffer.from('Adéyẹmí ₦')]),
];
const WHOLE = Buffer.concat(FIELDS.flatMap((f) => (f === null ? [] : [f])));

describe('reading a one-column binary COPY', () => {
  test('gives the fields back in order, cut at every position, and byte by byte', async () => {
    const file = copyFile(FIELDS, { extension: Buffer.from('ext') });
    expect(await read([file])).toEqual(WHOLE);
    for (let cut = 0; cut <= file.length; cut++) {
      expect(await read([file.subarray(0, cut), file.subarray(cut)])).toEqual(WHOLE);
    }
    const bytes = [...file].map((b) => Buffer.from([b]));
    expect(await read(bytes)).toEqual(WHOLE);
  });

  test('an empty result is an empty file', async () => {
    expect(await read([copyFile([])])).toEqual(Buffer.alloc(0));
  });

  test('refuses a stream that is cut short, has no signature, or goes on past its end', async () => {
    const file = copyFile(FIELDS);
    await expect(read([copyFile(FIELDS, { trailer: false })])).rejects.toThrow('ended inside the file');
    await expect(read([file.subarray(0, file.length - 5)])).rejects.toThrow('ended inside the file');
    await expect(read([Buffer.from('COPY\n'), file.subarray(5)])).rejects.toThrow('no signature');
    await expect(read([file, Buffer.from([0])])).rejects.toThrow('after the end');
    const twoFields = Buffer.concat([SIGNATURE, int32(0), int32(0), int16(2), int32(0), int32(0), int16(-1)]);
    await expect(read([twoFields])).rejects.toThrow('2 fields in a tuple');
  });
});
