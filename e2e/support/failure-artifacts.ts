/**
 * A failed e2e test leaves what its pages showed: for each page the test opened (or, if it opened
 * none, each page open), `test-results/e2e/<file>--<test>.png` (the full page) and `.html` (the DOM
 * at that moment), and the paths are printed with the failure. A vitest setup file
 * (e2e/vitest.config.ts): it runs around every test of every e2e file. test-results/ is gitignored.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import { openPages } from './browser.ts';
import { repoRoot } from './server.ts';

const artifactsDir = path.join(repoRoot, 'test-results', 'e2e');

/** A file name from the test file and the test's full name: lowercase words joined by dashes. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 150);
}

async function save(page: Page, base: string): Promise<string[]> {
  const saved: string[] = [];
  const png = `${base}.png`;
  const html = `${base}.html`;
  try {
    await page.screenshot({ path: png, fullPage: true, timeout: 15_000 });
    saved.push(png);
  } catch (e) {
    console.error(`e2e: no screenshot of ${page.url()}: ${(e as Error).message}`);
  }
  try {
    fs.writeFileSync(html, await page.content());
    saved.push(html);
  } catch (e) {
    console.error(`e2e: no HTML of ${page.url()}: ${(e as Error).message}`);
  }
  return saved;
}

let openBefore = new Set<Page>();

beforeEach(() => {
  openBefore = new Set(openPages());
});

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const open = openPages();
  const opened = open.filter((page) => !openBefore.has(page));
  const pages = opened.length > 0 ? opened : open;
  if (pages.length === 0) return;
  fs.mkdirSync(artifactsDir, { recursive: true });
  const name = `${slug(path.basename(task.file.name, '.test.ts'))}--${slug(task.fullTestName ?? task.name)}`;
  const saved: string[] = [];
  for (const [i, page] of pages.entries()) {
    const base = path.join(artifactsDir, pages.length > 1 ? `${name}--page-${i + 1}` : name);
    saved.push(...(await save(page, base)));
  }
  if (saved.length > 0) {
    console.error(
      `e2e: the failed test's pages are kept in\n  ${saved.map((f) => path.relative(repoRoot, f)).join('\n  ')}`,
    );
  }
});
