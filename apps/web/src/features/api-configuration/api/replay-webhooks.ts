/**
 * webhookReplay.replayWebhooks: the dry run (a count, nothing queued) and the replay itself. One
 * Idempotency-Key per count shown, so a double click on "Replay N" replays once. A replay adds to
 * the recent replays.
 */
import * as replay from '@payrail/contract/routes/webhook-replay';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { apiConfigurationKeys } from './keys';

export const countReplay = (body: replay.WebhookReplayRequest) =>
  call(replay.replayWebhooks, { body: { ...body, dry_run: true } });

export function useCountReplay() {
  return useMutation({ mutationFn: countReplay, meta: { errorToast: false } });
}

export type ReplaySubmit = { body: replay.WebhookReplayRequest; idempotencyKey: string };

export function useReplayWebhooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: ReplaySubmit) =>
      call(
        replay.replayWebhooks,
        { body: { ...body, dry_run: false } },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    meta: { successToast: true, errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiConfigurationKeys.replays() }),
  });
}
