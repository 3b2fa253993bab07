/**
 * The query cache (spec 000 §9): data never goes stale by itself, is dropped 300000 ms after its
 * last user leaves, and failures are not retried. Toasts for queries and mutations are raised
 * here and nowhere else:
 *   - a failed query or mutation toasts its message unless its meta says `errorToast: false`
 *     (spec 000 §7: KYB and profile fetch errors are silent);
 *   - a mutation with `meta.errorField` toasts the first message of that field's server error
 *     when the answer has one (spec 000 §8: a 2FA toggle error shows `two_factor_code`'s first);
 *   - a mutation with `meta.successToast` toasts that text on success, or the server's message
 *     when it is `true`.
 */
import { QUERY_GC_MS } from '@payrail/contract/constants';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { isRecord } from './api-error';
import { notify } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    queryMeta: { errorToast?: boolean };
    mutationMeta: { errorToast?: boolean; successToast?: string | true; errorField?: string };
  }
}

function serverMessage(data: unknown): string | undefined {
  return isRecord(data) && typeof data.message === 'string' && data.message !== '' ? data.message : undefined;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, gcTime: QUERY_GC_MS, retry: false },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast !== false) notify.error(error.message);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.errorToast === false) return;
        const field = mutation.meta?.errorField;
        notify.error((field && error.fieldErrors?.[field]?.[0]) || error.message);
      },
      onSuccess: (data, _vars, _ctx, mutation) => {
        const toast = mutation.meta?.successToast;
        const text = toast === true ? serverMessage(data) : toast;
        if (text) notify.success(text);
      },
    }),
  });
}
