/**
 * A job queue that only records what was sent, registered in place of pg-boss: to assert what a
 * request queued (and that it did the queued work's part no sooner). Unregister after each test.
 */
import type { PgBoss } from 'pg-boss';
import { registerQueue } from '#jobs/queue.ts';

export type SentJob = { name: string; data: Record<string, unknown> };

export function recordingQueue(): SentJob[] {
  const sent: SentJob[] = [];
  registerQueue({
    send: async (name: string, data: Record<string, unknown>) => {
      sent.push({ name, data });
      return `job-${sent.length}`;
    },
  } as unknown as PgBoss);
  return sent;
}

export const stopRecording = () => registerQueue(null);
