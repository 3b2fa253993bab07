/**
 * Which processor serves this deployment: the sandbox in sandbox mode. Live mode has no acquirer
 * integrated yet, so checkouts there are refused with a clear message instead of touching the sandbox.
 */
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import type { ProcessorAdapter } from './adapter.ts';
import { sandboxProcessor } from './sandbox.ts';

export const processorUnavailable = () =>
  new AppError('PROCESSOR_UNAVAILABLE', 503, 'Payments are not available right now. Try again later.');

export function processorFor(config: Pick<Config, 'mode'>): ProcessorAdapter {
  if (config.mode === 'sandbox') return sandboxProcessor;
  throw processorUnavailable();
}
