/**
 * webhookReplay.listWebhookReplays: the 20 newest replays and their progress. While one is still
 * queuing or has deliveries waiting, it is read again every 5 seconds.
 */
import * as replay from '@payrail/contract/routes/webhook-replay';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { apiConfigurationKeys } from './keys';

export const REPLAYS_POLL_MS = 5_000;

export const webhookReplaysQuery = () =>
  queryOptions({
    queryKey: apiConfigurationKeys.replays(),
    queryFn: ({ signal }) => call(replay.listWebhookReplays, {}, { signal }).then(responseBody),
    refetchInterval: (q) =>
      q.state.data?.items.some((r) => r.status === 'queuing' || r.pending > 0) ? REPLAYS_POLL_MS : false,
  });

export const useWebhookReplays = () => useQuery(webhookReplaysQuery());
