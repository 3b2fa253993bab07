/**
 * Idempotency-Key on the public API's writes (initialize, create page), with the checkout's store
 * (modules/checkout/idempotency.ts), scoped to the key's merchant and the operation: the same key
 * and body replay the stored answer (one payment made); the same key with another body is 409.
 * A write that fails releases its key, so it can be sent again.
 */
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  idempotencyKey,
  releaseIdempotencyKey,
  requestHash,
} from '#modules/checkout/index.ts';
import type { ApiCaller } from './caller.ts';

export async function idempotent<T>(
  caller: ApiCaller,
  { operation, body, reference }: { operation: string; body: unknown; reference: string },
  work: () => Promise<{ message: string; data: T }>,
): Promise<{ message: string; data: T }> {
  const key = idempotencyKey(caller.header('idempotency-key'));
  if (!key) return work();
  const ctx = { deps: caller.deps };
  const claim = { scope: `public-api:${caller.merchantId}:${operation}`, key, hash: requestHash(body) };
  const got = await claimIdempotencyKey(ctx, { claim, reference });
  if (got.kind === 'replay') {
    const stored = got.answer as { message: string; responseBody: { message: string; data: T } };
    return stored.responseBody;
  }
  try {
    const answer = await work();
    await completeIdempotencyKey(ctx, {
      claim,
      status: 200,
      answer: { message: answer.message, responseBody: answer },
    });
    return answer;
  } catch (err) {
    await releaseIdempotencyKey(ctx, { claim });
    throw err;
  }
}
