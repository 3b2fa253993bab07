/**
 * Prepares the database the API tests run against, once per run.
 *
 * - PGlite (default): initdb costs ~4.5 s, so one in-memory database is created and migrated here
 *   and dumped to a file; each test file loads its own copy of that image in well under a second.
 * - PostgreSQL (DATABASE_URL set, as in CI's second pass): the migrations run once here and every
 *   test file shares that database, so tests create their own users with unique emails and never
 *   rely on table-wide counts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase, pgliteExtensions } from '#db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    pgliteImage: string;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  project.provide('databaseUrl', databaseUrl);
  if (databaseUrl) {
    const database = await openDatabase({ databaseUrl, poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    project.provide('pgliteImage', '');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payrail-api-test-'));
  const image = path.join(dir, 'migrated.tar');
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(image, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteImage', image);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
