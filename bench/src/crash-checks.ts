/**
 * What the crash bench reads from the database it crashed (issue 10 item 2): the card checkouts
 * left open, what became of them, and the invariants that must hold once they are reconciled.
 * Opened directly, with no server holding it (an embedded database belongs to one process).
 */
import { sql } from 'drizzle-orm';
import { type Db, openDatabase, rawRows } from '../../apps/api/src/db/client.ts';
import { type LedgerProblem, verifyLedger } from '../../apps/api/src/modules/ledger/verify.ts';

export type Where = { databaseUrl?: string | undefined; dataDir: string };

export async function withDatabase<T>(where: Where, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(
    where.databaseUrl ? { databaseUrl: where.databaseUrl, poolSize: 2 } : { dataDir: where.dataDir },
  );
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

export type OpenCheckout = { reference: string; key: string | null; updatedAt: Date };

/** Card checkouts still `pending` (between the processor and our record). */
export async function pendingCardCheckouts(db: Db): Promise<OpenCheckout[]> {
  const rows = await rawRows<{ reference: string; key: string | null; updated_at: string | Date }>(
    db,
    sql`select reference, idempotency_key as key, updated_at from transactions
        where channel = 'card' and status = 'pending' order by updated_at`,
  );
  return rows.map((r) => ({ reference: r.reference, key: r.key, updatedAt: new Date(r.updated_at) }));
}

export async function countPendingCardCheckouts(db: Db): Promise<number> {
  const [row] = await rawRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from transactions where channel = 'card' and status = 'pending'`,
  );
  return Number(row?.n ?? 0);
}

export type Outcome = { status: string; reason: string | null };

/** What became of these checkouts: status and failure reason by reference. */
export async function outcomes(db: Db, references: string[]): Promise<Map<string, Outcome>> {
  if (!references.length) return new Map();
  const list = sql.join(
    references.map((r) => sql`${r}`),
    sql`, `,
  );
  const rows = await rawRows<{ reference: string; status: string; reason: string | null }>(
    db,
    sql`select reference, status, failure_reason as reason from transactions where reference in (${list})`,
  );
  return new Map(rows.map((r) => [r.reference, { status: r.status, reason: r.reason }]));
}

export type Invariants = {
  pendingAfter: number;
  successTransactions: number;
  /** Approved at the sandbox processor, not voided, and no `success` transaction: money taken, not recorded. */
  approvedUnrecorded: number;
  /** `success` transactions without exactly one `payment` journal entry. */
  successWithoutOneEntry: number;
  /** Charges voided at the processor whose transaction says `success`: recorded, money not taken. */
  voidedButSuccess: number;
  ledger: LedgerProblem[];
};

export async function invariants(db: Db): Promise<Invariants> {
  const [row] = await rawRows<Record<Exclude<keyof Invariants, 'ledger'>, string>>(
    db,
    sql`select
      (select count(*) from transactions where channel = 'card' and status = 'pending')::text as "pendingAfter",
      (select count(*) from transactions where status = 'success')::text as "successTransactions",
      (select count(*) from sandbox_charges c where c.outcome = 'approved' and not c.voided
         and not exists (select 1 from transactions t where t.reference = c.reference and t.status = 'success')
      )::text as "approvedUnrecorded",
      (select count(*) from transactions t where t.status = 'success'
         and (select count(*) from journal_entries e where e.kind = 'payment' and e.reference = t.reference) <> 1
      )::text as "successWithoutOneEntry",
      (select count(*) from sandbox_charges c join transactions t on t.reference = c.reference
         where c.voided and t.status = 'success')::text as "voidedButSuccess"`,
  );
  const n = (k: Exclude<keyof Invariants, 'ledger'>) => Number(row?.[k] ?? -1);
  return {
    pendingAfter: n('pendingAfter'),
    successTransactions: n('successTransactions'),
    approvedUnrecorded: n('approvedUnrecorded'),
    successWithoutOneEntry: n('successWithoutOneEntry'),
    voidedButSuccess: n('voidedButSuccess'),
    ledger: await verifyLedger(db),
  };
}
