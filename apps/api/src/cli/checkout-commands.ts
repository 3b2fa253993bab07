/**
 * `checkouts:reconcile`: the reconcile job's pass (jobs/reconcile-checkouts.ts), run now instead
 * of at the next minute, e.g. right after restarting from a crash. It takes exactly what the job
 * takes (card checkouts pending for RECONCILE_AFTER_MS, OTP challenges past their window) and ends
 * each once, guarded by its status, so it is safe beside running servers and their jobs.
 */
import { RECONCILE_AFTER_MS, RECONCILE_BATCH, reconcileCheckouts } from '#jobs/reconcile-checkouts.ts';
import type { Deps } from '#lib/deps.ts';

/** One pass; prints what it did. Exit code 1 when a checkout could not be reconciled (logged). */
export async function checkoutsReconcile(
  deps: Deps,
  print: (line: string) => void = console.log,
): Promise<number> {
  const s = await reconcileCheckouts(deps);
  const ended = s.settled + s.failed + s.voided + s.reopened;
  const minutes = RECONCILE_AFTER_MS / 60_000;
  if (deps.config.mode !== 'sandbox') print('live mode: no processor integrated yet, nothing to reconcile');
  else if (ended + s.left + s.errors === 0)
    print(`no card checkout to reconcile (pending for ${minutes} minutes or more)`);
  else
    print(
      `card checkouts reconciled: ${s.settled} settled, ${s.failed} failed, ${s.voided} voided, ${s.reopened} back to OTP` +
        (s.left ? `, ${s.left} already ended by another` : '') +
        (ended + s.left + s.errors >= RECONCILE_BATCH ? ' (a full batch: run it again for the rest)' : ''),
    );
  if (!s.errors) return 0;
  print(`${s.errors} could not be reconciled (the errors are logged above); the job retries every minute`);
  return 1;
}
