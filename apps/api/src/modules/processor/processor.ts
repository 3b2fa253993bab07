/**
 * Which processor serves this deployment: the sandbox in sandbox mode. Live mode has no acquirer
 * integrated yet, so checkouts there are refused with a clear message instead of touching the sandbox.
 */
import { ErrorCode } from '@payrail/contract/errors';
import type { Db } from '#db/client.ts';
import { AppError } from '#lib/errors.ts';
import type { Config } from '#src/config.ts';
import type { ProcessorAdapter } from './adapter.ts';
import { sandboxProcessor, sandboxProcessorOn } from './sandbox.ts';

export const processorUnavailable = () =>
  new AppError(ErrorCode.PROCESSOR_UNAVAILABLE, 'Payments are not available right now. Try again later.');

/** With `db`, the adapter that can charge cards (the sandbox keeps its charges there). */
export function processorFor(config: Pick<Config, 'mode'>, db?: Db): ProcessorAdapter {
  if (config.mode === 'sandbox') return db ? sandboxProcessorOn(db) : sandboxProcessor;
  throw processorUnavailable();
}
