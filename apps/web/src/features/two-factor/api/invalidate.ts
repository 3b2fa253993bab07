import type { QueryClient } from '@tanstack/react-query';
import { twoFactorKeys } from './keys';

/** Any change refreshes the whole area: status, the pending enabling, what sign-in asks for. */
export const refreshTwoFactor = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
