import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, test } from 'vitest';
import { precompress } from './precompress.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'payrail-build-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

test('every text file of 1 KB or more gets a brotli and a gzip copy with the same bytes inside', () => {
  const js = `export const a = ${JSON.stringify('y'.repeat(3000))};`;
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'assets/app-1.js'), js);
  fs.writeFileSync(path.join(dist, 'assets/small-2.js'), 'export{};');
  fs.writeFileSync(path.join(dist, 'assets/logo-3.png'), Buffer.alloc(5000, 1));
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify({ x: 'z'.repeat(3000) }));

  expect(precompress(dist)).toBe(1);
  const file = path.join(dist, 'assets/app-1.js');
  expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(js);
  expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(js);
  expect(fs.readFileSync(`${file}.br`).length).toBeLessThan(js.length / 10);
  for (const skipped of ['assets/small-2.js', 'assets/logo-3.png', '.vite/manifest.json'])
    expect(fs.existsSync(path.join(dist, `${skipped}.br`))).toBe(false);
});
