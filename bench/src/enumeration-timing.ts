/**
 * Can a single request tell a registered address from an unknown one by its timing? (Issue 10,
 * item 6.) Starts its own server (sandbox, TRUST_PROXY=true so each request can come from its own
 * address and no per-IP limit interferes) on 127.0.0.1, registers unverified accounts, then sends
 * `--requests` alternating known/unknown requests, one at a time, to forget-password and to
 * resend-verification. Each known address is used at most three times (the per-address limit).
 *
 * Prints, per endpoint: the mean and median answer time of each class, the mean difference, and
 * how well the best single threshold on one answer's time classifies it (50 % = chance; the
 * threshold is fitted on the same samples, so short runs overstate it). This is a
 * measurement, not a test: run it by hand.
 *
 *   npm run bench:enumeration -- [--db pglite|postgres] [--requests 2000]
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startServer } from '../../e2e/support/server.ts';
import { type DbKind, prepareDatabase } from './database.ts';

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'pglite' }, requests: { type: 'string', default: '2000' } },
});
const kind = values.db as DbKind;
const requests = Math.max(20, Math.min(20_000, Number(values.requests)));
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function post(baseUrl: string, path: string, body: unknown): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** The accuracy of the best rule "slower than t → known" (or faster, whichever is better). */
function bestThreshold(known: number[], unknown: number[]): number {
  const all = [...known.map((ms) => ({ ms, k: 1 })), ...unknown.map((ms) => ({ ms, k: 0 }))].sort(
    (a, b) => a.ms - b.ms,
  );
  let knownBelow = 0;
  let unknownBelow = 0;
  let best = 0;
  for (const x of all) {
    if (x.k) knownBelow += 1;
    else unknownBelow += 1;
    // Above the cut → known: known above + unknown below.
    const slowerIsKnown = (known.length - knownBelow + unknownBelow) / all.length;
    best = Math.max(best, slowerIsKnown, 1 - slowerIsKnown);
  }
  return best;
}

const database = await prepareDatabase(kind);
const server = await startServer({
  name: `payrail-bench-enum-${kind}`,
  env: { ...database.env, TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
});
try {
  const base = server.baseUrl;
  const knownCount = Math.ceil(requests / 2 / 3);
  const known: string[] = [];
  for (let i = 0; i < knownCount; i++) {
    const email = `timing-${randomBytes(5).toString('hex')}@example.test`;
    const res = await post(base, '/api/v1/auth/register', {
      firstName: 'Chidi',
      lastName: 'Okafor',
      email,
      phone: '08031234567',
      businessName: 'Chidi Stores',
      country: 'NG',
      password: 'Timing-Bench-Pass-7',
    });
    if (res.status !== 201) throw new Error(`register: ${res.status}`);
    known.push(email);
  }
  console.log(
    `${database.label}; ${known.length} registered, unverified addresses; ${requests} requests each`,
  );
  for (const path of ['/api/v1/auth/forget-password', '/api/v1/auth/resend-verification-link/']) {
    // Warm-up (JIT, statement caches), not measured.
    for (let i = 0; i < 100; i++)
      await post(base, path, { email: `warm-${i}-${randomBytes(3).toString('hex')}@example.test` });
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < requests; i++) {
      const isKnown = i % 2 === 0;
      const email = isKnown
        ? known[Math.floor(i / 2) % known.length]!
        : `nobody-${randomBytes(5).toString('hex')}@example.test`;
      const res = await post(base, path, { email });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} for request ${i}`);
      times[isKnown ? 'known' : 'unknown'].push(res.ms);
    }
    const diff = mean(times.known) - mean(times.unknown);
    console.log(
      `${path}: known mean ${mean(times.known).toFixed(3)} ms (median ${median(times.known).toFixed(3)}), unknown mean ${mean(times.unknown).toFixed(3)} ms (median ${median(times.unknown).toFixed(3)}); difference ${diff >= 0 ? '+' : ''}${diff.toFixed(3)} ms; one request classified right ${(100 * bestThreshold(times.known, times.unknown)).toFixed(1)} % (50 % = chance)`,
    );
  }
} finally {
  await server.stop();
  await database.drop();
}
