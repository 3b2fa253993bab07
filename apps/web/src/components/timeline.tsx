/**
 * What happened to a record, oldest first: each step's name, an optional line of detail and its
 * time, on a rail. The caller names the steps and writes the times its own way.
 */
import type { ReactNode } from 'react';

export type TimelineStep = {
  key: string;
  title: ReactNode;
  detail?: string | null;
  at: string;
  time: string;
};

export function Timeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <ol aria-label="Timeline" className="space-y-3 border-l border-slate-200 pl-4">
      {steps.map((e) => (
        <li key={e.key} className="relative min-w-0">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-600"
          />
          <p className="text-sm font-medium text-slate-900">{e.title}</p>
          {e.detail ? <p className="text-sm text-slate-600 wrap-anywhere">{e.detail}</p> : null}
          <time dateTime={e.at} className="text-xs text-slate-500">
            {e.time}
          </time>
        </li>
      ))}
    </ol>
  );
}
