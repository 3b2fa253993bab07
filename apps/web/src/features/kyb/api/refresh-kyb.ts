/**
 * After a KYB change: the details, the stage and the next stage are refetched, including those no
 * screen shows right now (the onboarding redirects read them from the cache in beforeLoad, so a
 * merely invalidated answer would send the merchant by yesterday's state). The category and
 * industry lists do not change.
 */
import type { QueryClient } from '@tanstack/react-query';
import { kybKeys } from './keys';

export const refreshKyb = (queryClient: QueryClient) =>
  Promise.all(
    [kybKeys.details(), kybKeys.stage(), kybKeys.nextStage()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, refetchType: 'all' }),
    ),
  );
