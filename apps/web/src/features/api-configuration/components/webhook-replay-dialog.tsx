/**
 * Replaying the webhooks of a time window: the window in Lagos time, the events, only the failed
 * ones or all; "Count" asks for a dry run ("N deliveries would be sent to <url>"), and "Replay N"
 * then queues them with one Idempotency-Key per count (a double click replays once). Changing a
 * field asks for a new count. Refusals show on their field, anything else above the buttons.
 */

import * as replay from '@payrail/contract/routes/webhook-replay';
import {
  REPLAY_MAX_WINDOW_DAYS,
  REPLAYABLE_EVENTS,
  type ReplayableEvent,
  WebhookReplayMessages,
} from '@payrail/contract/webhook-events';
import type { WebhookReplayAnswer, WebhookReplayRequest } from '@payrail/contract/webhook-replay';
import { useId, useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { ApiError } from '#lib/api-error.ts';
import { useCountReplay, useReplayWebhooks } from '../api/replay-webhooks';
import { fromLagosInput, toLagosInput } from '../lib/lagos-time';

const DAY_MS = 86_400_000;
type Errors = Partial<Record<'from' | 'to' | 'events' | 'form', string>>;
type Counted = { answer: WebhookReplayAnswer; key: string };

const deliveries = (n: number) => `${n.toLocaleString('en-NG')} ${n === 1 ? 'delivery' : 'deliveries'}`;

function check(from: string, to: string, events: ReplayableEvent[]): WebhookReplayRequest | Errors {
  const f = fromLagosInput(from);
  const t = fromLagosInput(to);
  if (!f) return { from: 'Enter the start date and time' };
  if (!t) return { to: 'Enter the end date and time' };
  const span = Date.parse(t) - Date.parse(f);
  if (span <= 0) return { to: WebhookReplayMessages.toAfterFrom };
  if (span > REPLAY_MAX_WINDOW_DAYS * DAY_MS) return { to: WebhookReplayMessages.windowTooWide };
  if (!events.length) return { events: 'Choose at least one event' };
  return { from: f, to: t, events, dry_run: true };
}

function errorsOf(error: unknown): Errors {
  if (!(error instanceof ApiError)) return { form: 'Something went wrong. Try again.' };
  const fields = error.fieldErrors ?? {};
  const out: Errors = {};
  for (const k of ['from', 'to'] as const) if (fields[k]?.[0]) out[k] = fields[k][0];
  if (Object.keys(fields).some((k) => k.startsWith('events'))) out.events = 'Choose known events';
  if (!out.from && !out.to && !out.events) out.form = error.message;
  return out;
}

export function WebhookReplayDialog({ onClose }: { onClose: () => void }) {
  const [from, setFrom] = useState(() => toLagosInput(new Date(Date.now() - DAY_MS)));
  // Up to the next minute, so what happened in this minute is in the window.
  const [to, setTo] = useState(() => toLagosInput(new Date(Date.now() + 60_000)));
  const [events, setEvents] = useState<ReplayableEvent[]>([...REPLAYABLE_EVENTS]);
  const [onlyFailed, setOnlyFailed] = useState(false);
  const [counted, setCounted] = useState<Counted | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const counter = useCountReplay();
  const replaying = useReplayWebhooks();
  const eventsId = useId();

  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setCounted(null);
      setErrors({});
    };
  const request = () => {
    const checked = check(from, to, events);
    if (!('dry_run' in checked)) {
      setErrors(checked);
      return null;
    }
    return { ...checked, only_failed: onlyFailed };
  };
  const count = async () => {
    const body = request();
    if (!body) return;
    try {
      const res = await counter.mutateAsync(body);
      setCounted({ answer: res.responseBody, key: crypto.randomUUID() });
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };
  const submit = async () => {
    const body = request();
    if (!body || !counted) return;
    try {
      await replaying.mutateAsync({ body, idempotencyKey: counted.key });
      onClose();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };
  const toggle = (e: ReplayableEvent, on: boolean) =>
    changed(setEvents)(REPLAYABLE_EVENTS.filter((x) => (x === e ? on : events.includes(x))));
  const answer = counted?.answer;
  const ready = answer && answer.total > 0 && answer.url;

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title="Replay webhooks"
      description="Send every webhook of a time window again, each as a new delivery signed with your current secret. Count them first."
    >
      <form
        noValidate
        aria-label="Replay webhooks"
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void (ready ? submit() : count());
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="From (Lagos time)" error={errors.from}>
            <Input type="datetime-local" value={from} onChange={(e) => changed(setFrom)(e.target.value)} />
          </FormField>
          <FormField label="To (Lagos time)" error={errors.to}>
            <Input type="datetime-local" value={to} onChange={(e) => changed(setTo)(e.target.value)} />
          </FormField>
        </div>
        <fieldset aria-describedby={errors.events ? `${eventsId}-error` : undefined}>
          <legend className="text-sm font-medium text-slate-900">Events</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {REPLAYABLE_EVENTS.map((e) => (
              <label
                key={e}
                htmlFor={`${eventsId}-${e}`}
                className="flex items-center gap-2 text-sm text-slate-700"
              >
                <Checkbox
                  id={`${eventsId}-${e}`}
                  checked={events.includes(e)}
                  onChange={(x) => toggle(e, x.target.checked)}
                />
                <code className="break-all">{e}</code>
              </label>
            ))}
          </div>
          {errors.events ? (
            <p id={`${eventsId}-error`} className="mt-1 text-sm text-red-700">
              {errors.events}
            </p>
          ) : null}
        </fieldset>
        <label htmlFor={`${eventsId}-failed`} className="flex items-center gap-2 text-sm text-slate-700">
          <Checkbox
            id={`${eventsId}-failed`}
            checked={onlyFailed}
            onChange={(e) => changed(setOnlyFailed)(e.target.checked)}
          />
          Only deliveries whose last try failed
        </label>
        {answer ? (
          <Alert tone={ready ? 'info' : 'warning'}>
            {!answer.url
              ? WebhookReplayMessages.noUrl
              : answer.total === 0
                ? WebhookReplayMessages.nothing
                : `${deliveries(answer.total)} would be sent to ${answer.url}`}
          </Alert>
        ) : null}
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {ready ? (
            <PermissionButton type="submit" endpoint={replay.replayWebhooks} loading={replaying.isPending}>
              {`Replay ${answer.total.toLocaleString('en-NG')}`}
            </PermissionButton>
          ) : (
            <Button type="submit" loading={counter.isPending}>
              Count
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
