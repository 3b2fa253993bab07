/**
 * The operator CLI: what the provider's staff do. `npm run ops -- <command>`.
 *
 *   ledger:verify   prove the ledger's invariants over the whole database (exit 1 if any fails)
 *
 * It opens the same database as the server (DATABASE_URL, or DATA_DIR's embedded one, which must
 * not be in use by a running server at the same time).
 */
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { verifyLedger } from '../modules/ledger/verify.ts';

const commands: Record<
  string,
  { help: string; run: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<number> }
> = {
  'ledger:verify': {
    help: 'prove the ledger invariants (balanced entries, cached balances, no negative wallet)',
    async run(database) {
      const problems = await verifyLedger(database.db);
      if (!problems.length) {
        console.log(
          'ledger: sound (entries balance, cached balances match their postings, no wallet below zero)',
        );
        return 0;
      }
      for (const p of problems) console.error(`ledger: ${p.check}: ${p.detail}`);
      console.error(`ledger: ${problems.length} problem(s)`);
      return 1;
    },
  },
};

async function main(): Promise<number> {
  const name = process.argv[2];
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.log('usage: npm run ops -- <command>\n');
    for (const [n, c] of Object.entries(commands)) console.log(`  ${n.padEnd(16)} ${c.help}`);
    return name ? 2 : 0;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    return await command.run(database);
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof ConfigError || e instanceof DataDirLockedError ? e.message : e);
    process.exit(1);
  },
);
