import { Check } from 'lucide-react';
import { cn } from '#lib/cn.ts';

export type ProgressStage = { id: string; title: string };

type StageProgressProps = {
  stages: readonly ProgressStage[];
  /** The stage on screen. */
  current: string;
  /** Stages the server holds as done. */
  completed: readonly string[];
};

/** The category's stages in order: done, on screen (aria-current="step") and still to do. */
export function StageProgress({ stages, current, completed }: StageProgressProps) {
  const done = new Set(completed);
  const position = stages.findIndex((s) => s.id === current) + 1;
  return (
    <nav aria-label="Onboarding progress">
      <p className="text-sm text-slate-600">
        Step {position} of {stages.length}
      </p>
      <ol className="mt-3 grid gap-2 sm:grid-cols-[repeat(auto-fit,minmax(0,1fr))]">
        {stages.map((stage, i) => {
          const isCurrent = stage.id === current;
          const isDone = done.has(stage.id) && !isCurrent;
          return (
            <li
              key={stage.id}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                isCurrent && 'border-brand-600 bg-brand-50 font-semibold text-brand-900',
                isDone && 'border-emerald-200 bg-emerald-50 text-emerald-900',
                !isCurrent && !isDone && 'border-slate-200 bg-white text-slate-600',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full text-xs',
                  isCurrent && 'bg-brand-700 text-white',
                  isDone && 'bg-emerald-600 text-white',
                  !isCurrent && !isDone && 'bg-slate-100 text-slate-700',
                )}
              >
                {isDone ? <Check className="size-4" /> : i + 1}
              </span>
              <span>
                {stage.title}
                {isDone ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
