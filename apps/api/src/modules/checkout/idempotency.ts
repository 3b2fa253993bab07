/**
 * Idempotency for writes that move money (DESIGN.md §3), kept in the database so it holds across
 * instances. A request names its key (the `Idempotency-Key` header) within a scope (here: the
 * payment link). The first request with a key claims it and stores its answer when done:
 * - the same key with the same body replays that answer (even while it is still being worked:
 *   the duplicate waits for it, so a double click gets one charge and two identical answers);
 * - the same key with another body is refused (409);
 * - a request that fails before anything was charged releases its key, so it can be retried; one
 *   that fails after its card went to the processor keeps it (`leaveForReconcile`): a retry is
 *   answered at once with that checkout's state (still pending until the reconcile job records the
 *   charge's outcome, which then becomes the key's stored answer), never with a second charge.
 * Keys are kept 24 hours. Requests refused by validation never claim a key. A claim left
 * in progress for 5 minutes (its instance died mid-request) is abandoned: if it had already
 * created its transaction (noted with the claim), that checkout's state is the answer, so the retry
 * charges nothing new; otherwise the claim is taken over.
 */

import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@payrail/contract/checkout';
import { ErrorCode } from '@payrail/contract/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { idempotencyKeys } from '#db/schema/index.ts';
import { AppError, validation } from '#lib/errors.ts';
import { perDatabase } from '#lib/prepared.ts';
import type { CheckoutCtx } from './state.ts';

export type IdempotencyClaim = { scope: string; key: string; hash: string };
export type StoredAnswer = { message: string; responseBody: unknown };

const KEEP_MS = 24 * 60 * 60_000;
const ABANDONED_MS = 5 * 60_000;
/** How long (real time) a duplicate waits for the first request's answer. */
const WAIT_MS = 10_000;

export const keyReused = () =>
  new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, 'This Idempotency-Key was used with a different request');
const stillRunning = () =>
  new AppError(
    ErrorCode.IDEMPOTENCY_KEY_IN_PROGRESS,
    'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  );

/** The header's value, checked; undefined when absent. */
export function idempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(header))
    throw validation({ 'Idempotency-Key': ['Use 8 to 100 visible characters'] });
  return header;
}

/** JSON with sorted keys: the same body always hashes the same. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}
export const requestHash = (v: unknown) => createHash('sha256').update(canonical(v)).digest('hex');

const claimKey = perDatabase((db: Db) =>
  db
    .insert(idempotencyKeys)
    .values({
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('hash'),
      status: 'in_progress',
      answer: sql.placeholder('answer'),
      createdAt: sql.placeholder('now'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_claim'),
);

const completeKey = perDatabase((db: Db) =>
  db
    .update(idempotencyKeys)
    .set({
      status: 'done',
      responseStatus: sql`${sql.placeholder('status')}::int`,
      answer: sql.placeholder('answer'),
    })
    .where(
      and(
        eq(idempotencyKeys.scope, sql.placeholder('scope')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    )
    .prepare('idempotency_complete'),
);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Claims the key for a request that will create the transaction `reference` (recorded with the
 * claim, so an abandoned claim can be resumed), or says what to answer instead.
 */
export async function claim(
  ctx: CheckoutCtx,
  { claim: c, reference }: { claim: IdempotencyClaim; reference: string },
): Promise<
  { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'resume'; reference: string }
> {
  const { db, clock } = ctx.deps;
  const where = and(eq(idempotencyKeys.scope, c.scope), eq(idempotencyKeys.key, c.key));
  const deadline = Date.now() + WAIT_MS;
  let pause = 10;
  for (;;) {
    const now = clock.now();
    const inserted = await claimKey(db).execute({
      scope: c.scope,
      key: c.key,
      hash: c.hash,
      answer: { reference },
      now,
    });
    if (inserted.length) return { kind: 'claimed' };
    const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!row) continue;
    const age = now.getTime() - row.createdAt.getTime();
    if (age >= KEEP_MS) {
      await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (row.requestHash !== c.hash) throw keyReused();
    if (row.status === 'done') return { kind: 'replay', answer: row.answer as StoredAnswer };
    const noted = (row.answer as { reference?: unknown; unfinished?: unknown } | null) ?? {};
    if (noted.unfinished === true && typeof noted.reference === 'string')
      return { kind: 'resume', reference: noted.reference };
    if (age >= ABANDONED_MS) {
      if (typeof noted.reference === 'string') return { kind: 'resume', reference: noted.reference };
      await release(ctx, { claim: c });
      continue;
    }
    if (Date.now() > deadline) throw stillRunning();
    await sleep(pause);
    pause = Math.min(pause * 2, 200);
  }
}

/** Takes over an abandoned claim whose transaction was never created: it now stands for `reference`. */
export async function takeOver(
  { deps }: CheckoutCtx,
  { claim: c, reference }: { claim: IdempotencyClaim; reference: string },
) {
  await deps.db
    .update(idempotencyKeys)
    .set({ answer: { reference }, createdAt: deps.clock.now() })
    .where(
      and(
        eq(idempotencyKeys.scope, c.scope),
        eq(idempotencyKeys.key, c.key),
        eq(idempotencyKeys.status, 'in_progress'),
      ),
    );
}

export async function complete(
  { deps }: CheckoutCtx,
  { claim: c, status, answer }: { claim: IdempotencyClaim; status: number; answer: StoredAnswer },
) {
  await completeKey(deps.db).execute({ scope: c.scope, key: c.key, status, answer });
}

/**
 * The request ended without an answer after its card went to the processor: the key stays claimed
 * for its checkout `reference`, and retries resume it at once instead of waiting for this request.
 */
export async function leaveForReconcile(
  { deps }: CheckoutCtx,
  { claim: c, reference }: { claim: IdempotencyClaim; reference: string },
) {
  await deps.db
    .update(idempotencyKeys)
    .set({ answer: { reference, unfinished: true } })
    .where(
      and(
        eq(idempotencyKeys.scope, c.scope),
        eq(idempotencyKeys.key, c.key),
        eq(idempotencyKeys.status, 'in_progress'),
      ),
    );
}

/** Stores the answer of the checkout `reference` on the key it was started with, if still open. */
export async function completeFor(
  { deps }: CheckoutCtx,
  {
    linkId,
    key,
    reference,
    answer,
  }: { linkId: string; key: string; reference: string; answer: StoredAnswer },
): Promise<void> {
  await deps.db
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: 201, answer })
    .where(
      and(
        eq(idempotencyKeys.scope, `checkout:${linkId}`),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.status, 'in_progress'),
        sql`${idempotencyKeys.answer}->>'reference' = ${reference}`,
      ),
    );
}

export async function release({ deps }: CheckoutCtx, { claim: c }: { claim: IdempotencyClaim }) {
  await deps.db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, c.scope),
        eq(idempotencyKeys.key, c.key),
        eq(idempotencyKeys.status, 'in_progress'),
      ),
    );
}
