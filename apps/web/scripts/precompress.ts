/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the production build
 * (DESIGN.md §6: assets served precompressed), at the highest levels, once at build time, so the
 * server never compresses on a request. apps/api lib/static.ts picks the copy the browser accepts.
 * Files under 1 KB are left alone: their headers would outweigh what compression saves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : [full];
  });
}

export function precompress(dist: string): number {
  let written = 0;
  for (const file of files(dist)) {
    if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    written++;
  }
  return written;
}

if (import.meta.main) {
  // `node scripts/precompress.ts [dist]`: another build's folder (a build made with --outDir).
  const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
  console.log(`precompress: ${precompress(dist)} files written as .br and .gz`);
}
