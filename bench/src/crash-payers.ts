/**
 * The crash bench's payers (bench/src/crash.ts): a round of payments cut by the server's kill, and
 * the replays of the keys of the checkouts the kills left open.
 */
import type { OpenCheckout, Outcome } from './crash-checks.ts';
import type { Answers } from './crash-report.ts';
import { payment, payPath } from './payments.ts';

const MAX_PAYMENTS_PER_PAYER = 500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Round = {
  baseUrl: string;
  ref: string;
  /** Keys are `bench-${tag}-${n}`. */
  tag: string;
  payers: number;
  /** The next payment's number, unique in the run. */
  next: () => number;
  killAfterMs: number;
  kill: () => Promise<void>;
};

async function post(baseUrl: string, ref: string, p: ReturnType<typeof payment>) {
  const res = await fetch(`${baseUrl}${payPath(ref)}`, {
    method: 'POST',
    headers: p.headers,
    body: p.body,
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await res.json()) as { responseBody?: { status?: string; reference?: string } };
  return { res, status: json.responseBody?.status, reference: json.responseBody?.reference };
}

/** The payers pay, each payment after the last, until the server is killed `killAfterMs` after they start. */
export async function payUntilKilled(r: Round): Promise<Answers> {
  const answers: Answers = { attempted: 0, success: 0, other: {}, noAnswer: 0, paid: [] };
  let killed = false;
  const payer = async () => {
    for (let i = 0; i < MAX_PAYMENTS_PER_PAYER && !killed; i++) {
      answers.attempted++;
      try {
        const { res, status, reference } = await post(r.baseUrl, r.ref, payment(r.tag, r.next()));
        if (res.ok && status === 'success') {
          answers.success++;
          answers.paid.push(reference ?? '?');
        } else {
          const k = `${res.status}${status ? ` ${status}` : ''}`;
          answers.other[k] = (answers.other[k] ?? 0) + 1;
        }
      } catch {
        answers.noAnswer++; // the connection died with the server
        return;
      }
    }
  };
  const running = Array.from({ length: r.payers }, payer);
  await sleep(r.killAfterMs);
  killed = true;
  await r.kill();
  await Promise.all(running);
  return answers;
}

/** Each ended checkout's key, replayed with its request, must answer its outcome; returns the misses. */
export async function replayKeys(
  r: Pick<Round, 'baseUrl' | 'ref' | 'tag'>,
  checkouts: OpenCheckout[],
  ended: Map<string, Outcome>,
  log: (line: string) => void,
): Promise<number> {
  let wrong = 0;
  for (const c of checkouts) {
    const n = Number(c.key?.slice(`bench-${r.tag}-`.length));
    const { res, status } = await post(r.baseUrl, r.ref, payment(r.tag, n));
    if (res.headers.get('idempotent-replayed') !== 'true' || status !== ended.get(c.reference)?.status) {
      wrong++;
      log(`replay of ${c.key} (${c.reference}): ${res.status} ${status}`);
    }
  }
  return wrong;
}
