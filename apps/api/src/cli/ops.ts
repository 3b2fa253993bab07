/**
 * The operator CLI: what the provider's staff do. `npm run ops -- <command>`.
 *
 *   ledger:verify   prove the ledger's invariants over the whole database (exit 1 if any fails)
 *   kyb:approve <merchant>               approve a KYB under review (merchant public id or user email)
 *   kyb:reject <merchant> --reason "…"   reject it with a reason the merchant reads
 *   refunds:failed                        list the refunds that failed after their last try
 *   refunds:retry <RFD_…>                 send a failed refund again (the sweep picks it up)
 *   checkouts:reconcile                   the reconcile job's pass now (card checkouts pending ≥ 2 min)
 *   payouts:settle <PO_…>                 record a processing payout as paid
 *   payouts:fail <PO_…> --reason "…"      record it as failed: the money returns to available
 *   holidays:list|add|remove, settlement:delay, settlement:run   see settlement-commands.ts
 *   rates:list, rates:set <FROM> <TO> <mid> [--spread-bps n]     conversion rates: see rate-commands.ts
 *   chargebacks:raise|resolve|sweep        disputes: see chargeback-commands.ts
 *   support:list|show|reply|close          answer merchants' tickets: see support-commands.ts
 *
 * It opens the same database as the server (DATABASE_URL, or DATA_DIR's embedded one, which must
 * not be in use by a running server at the same time). The kyb commands can instead act through a
 * running server: set PAYRAIL_URL (its base URL) and OPS_TOKEN (the server's) — see kyb-commands.ts.
 */

import { openDatabase } from '#db/client.ts';
import { DataDirLockedError } from '#db/lock.ts';
import { RECONCILE_AFTER_MS } from '#jobs/reconcile-checkouts.ts';
import { verifyLedger } from '#modules/ledger/index.ts';
import { failedRefunds, retryFailedRefund } from '#modules/refunds/index.ts';
import { type Config, ConfigError, loadConfig } from '#src/config.ts';
import { chargebackCommand } from './chargeback-commands.ts';
import { checkoutsReconcile } from './checkout-commands.ts';
import { cliDeps } from './deps.ts';
import { kybLocal, kybRemote, parseKybArgs } from './kyb-commands.ts';
import { payoutOutcomeCommand } from './payout-commands.ts';
import { ratesList, ratesSet } from './rate-commands.ts';
import {
  holidaysAdd,
  holidaysList,
  holidaysRemove,
  settlementDelayCommand,
  settlementRunCommand,
} from './settlement-commands.ts';
import { type SupportAction, supportCommand, supportRemote } from './support-commands.ts';

type Command = {
  help: string;
  run: (db: Awaited<ReturnType<typeof openDatabase>>, args: string[], config: Config) => Promise<number>;
  /** Runs without the database when it answers a number (e.g. through a running server). */
  before?: (args: string[]) => Promise<number | undefined>;
};

function kybCommand(decision: 'approve' | 'reject'): Command {
  const parse = (args: string[]) => {
    const a = parseKybArgs(decision, args);
    if (typeof a === 'string') console.error(a);
    return a;
  };
  return {
    help:
      decision === 'approve'
        ? 'approve a KYB under review: <merchant public id or user email>'
        : 'reject a KYB under review: <merchant public id or user email> --reason "…"',
    // Through a running server, the CLI needs no configuration but these two variables.
    async before(args) {
      const a = parse(args);
      if (typeof a === 'string') return 2;
      const { PAYRAIL_URL: url, OPS_TOKEN: token } = process.env;
      if (url && token) return kybRemote(url, token, a);
      return undefined;
    },
    async run(database, args, config) {
      const a = parse(args);
      return typeof a === 'string' ? 2 : kybLocal(database, config, a);
    },
  };
}

function supportOps(action: SupportAction, help: string): Command {
  return {
    help,
    async before(args) {
      const { PAYRAIL_URL: url, OPS_TOKEN: token } = process.env;
      return url && token ? supportRemote(url, token, action, args) : undefined;
    },
    run: (database, args, config) => supportCommand(cliDeps(database, config), action, args),
  };
}

const commands: Record<string, Command> = {
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
  'kyb:approve': kybCommand('approve'),
  'kyb:reject': kybCommand('reject'),
  'refunds:failed': {
    help: 'list the refunds that failed after their last try',
    async run(database) {
      const rows = await failedRefunds(database.db);
      for (const r of rows)
        console.log(`${r.reference}  ${r.amount} ${r.currency}  ${r.reason}  ${r.lastError ?? ''}`);
      console.log(`${rows.length} failed refund(s)`);
      return 0;
    },
  },
  'refunds:retry': {
    help: 'send a failed refund again: <RFD_…> (the job runner’s sweep sends it)',
    async run(database, args) {
      const reference = args[0];
      if (!reference) {
        console.error('usage: refunds:retry <RFD_…>');
        return 2;
      }
      if (await retryFailedRefund(database.db, reference, new Date())) {
        console.log(`${reference}: pending again; the job runner sends it within five minutes`);
        return 0;
      }
      console.error(`${reference}: no failed refund with this reference`);
      return 1;
    },
  },
  'checkouts:reconcile': {
    help: `end now, from the processor's answer, the card checkouts pending for ${RECONCILE_AFTER_MS / 60_000} minutes (the job's pass)`,
    run: (database, _args, config) => checkoutsReconcile(cliDeps(database, config)),
  },
  'holidays:list': {
    help: 'the public holidays settlement skips: [YYYY]',
    run: (database, args, config) => holidaysList(cliDeps(database, config), args),
  },
  'holidays:add': {
    help: 'add a declared public holiday: YYYY-MM-DD "<name>"',
    run: (database, args, config) => holidaysAdd(cliDeps(database, config), args),
  },
  'holidays:remove': {
    help: 'remove a holiday that was moved: YYYY-MM-DD',
    run: (database, args, config) => holidaysRemove(cliDeps(database, config), args),
  },
  'settlement:delay': {
    help: "a merchant's settlement delay: <merchant public id or user email> <days|default>",
    run: (database, args, config) => settlementDelayCommand(cliDeps(database, config), args),
  },
  'chargebacks:raise': {
    help: 'a customer disputes a paid payment (the amount is held): <PRL_…> [--amount n] [--reason "…"]',
    run: (database, args, config) => chargebackCommand(cliDeps(database, config), ['raise', ...args]),
  },
  'chargebacks:resolve': {
    help: 'decide a declined chargeback: <CB_…> --outcome won|lost',
    run: (database, args, config) => chargebackCommand(cliDeps(database, config), ['resolve', ...args]),
  },
  'chargebacks:sweep': {
    help: 'the deadline pass now: reminders, unanswered chargebacks past due accepted',
    run: (database, _args, config) => chargebackCommand(cliDeps(database, config), ['sweep']),
  },
  'support:list': supportOps('list', 'the tickets waiting, oldest first: [--status open|answered|closed]'),
  'support:show': supportOps('show', 'one ticket and its thread: <SUP-…>'),
  'support:reply': supportOps('reply', 'answer a ticket (the merchant is emailed): <SUP-…> "<message>"'),
  'support:close': supportOps('close', 'close a ticket (the merchant is emailed): <SUP-…>'),
  'payouts:settle': {
    help: 'record a processing payout as paid: <PO_…>',
    run: (database, args, config) => payoutOutcomeCommand(cliDeps(database, config), 'paid', args),
  },
  'payouts:fail': {
    help: 'record a processing payout as failed (its money returns): <PO_…> --reason "…"',
    run: (database, args, config) => payoutOutcomeCommand(cliDeps(database, config), 'failed', args),
  },
  'rates:list': {
    help: 'the conversion rates in force, and the rate each direction gets',
    run: (database, _args, config) => ratesList(cliDeps(database, config)),
  },
  'rates:set': {
    help: "set a pair's conversion rate: <FROM> <TO> <mid> [--spread-bps n] (default 150)",
    run: (database, args, config) => ratesSet(cliDeps(database, config), args),
  },
  'settlement:run': {
    help: 'settle every payment due now (the job’s pass)',
    run: (database, _args, config) => settlementRunCommand(cliDeps(database, config)),
  },
};

async function main(): Promise<number> {
  const name = process.argv[2];
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.log('usage: npm run ops -- <command>\n');
    for (const [n, c] of Object.entries(commands)) console.log(`  ${n.padEnd(20)} ${c.help}`);
    return name ? 2 : 0;
  }
  const args = process.argv.slice(3);
  const early = await command.before?.(args);
  if (early !== undefined) return early;
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    return await command.run(database, args, config);
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
