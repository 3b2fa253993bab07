/**
 * The cost of the password hash on its own, with the API's own settings (argon2id through
 * @node-rs/argon2): sign-in throughput is bounded by it on purpose, so it is reported apart.
 */
import os from 'node:os';
import { hashPassword, verifyPassword } from '../../apps/api/src/modules/auth/passwords.ts';

export type Argon2Figures = {
  verifyMsP50: number;
  verifyMsMean: number;
  parallel: number;
  verifiesPerSecond: number;
};

export async function measureArgon2(samples = 30): Promise<Argon2Figures> {
  const stored = await hashPassword('Bench-Password-2026');
  await verifyPassword(stored, 'Bench-Password-2026');
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    await verifyPassword(stored, 'Bench-Password-2026');
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const parallel = Math.max(2, os.availableParallelism());
  const total = samples * 2;
  const started = performance.now();
  for (let done = 0; done < total; done += parallel) {
    await Promise.all(Array.from({ length: parallel }, () => verifyPassword(stored, 'Bench-Password-2026')));
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    verifyMsP50: times[Math.floor(times.length / 2)]!,
    verifyMsMean: times.reduce((a, b) => a + b, 0) / times.length,
    parallel,
    verifiesPerSecond: (Math.ceil(total / parallel) * parallel) / seconds,
  };
}
