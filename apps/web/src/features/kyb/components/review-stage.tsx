import { zodResolver } from '@hookform/resolvers/zod';
import { KYB_STAGE_TITLES, type KybStageId, ReviewStage as ReviewSchema } from '@payrail/contract/kyb';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { ApiError } from '#lib/api-error.ts';
import { useIndustries } from '../api/get-industry-categories';
import { useUpdateKyb } from '../api/update-kyb';
import { reviewSummary } from '../lib/review-summary';
import { StageActions } from './stage-actions';
import type { StageFormProps } from './stage-form';

type ReviewValues = { stage: 'review'; confirm: boolean };

/** Every saved stage at a glance (each with Edit), a confirmation, and Submit for review. */
export function ReviewStage({ category, record, onBack, goTo }: StageFormProps) {
  const confirmId = useId();
  const update = useUpdateKyb();
  const industries = useIndustries();
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm<ReviewValues>({
    resolver: zodResolver(ReviewSchema) as never,
    defaultValues: { stage: 'review', confirm: false },
  });
  const summary = reviewSummary(category, record, (id) => industries.data?.find((i) => i.id === id)?.name);
  const submit = form.handleSubmit(async () => {
    setProblems([]);
    try {
      await update.mutateAsync({ stage: 'review', confirm: true });
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      setProblems(
        Object.entries(fields).map(([key, [message]]) =>
          key in KYB_STAGE_TITLES ? `${KYB_STAGE_TITLES[key as KybStageId]}: ${message}` : String(message),
        ),
      );
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {summary.map((stage) => (
        <section
          key={stage.id}
          aria-labelledby={`review-${stage.id}`}
          className="rounded-lg border border-slate-200 p-4"
        >
          <div className="flex items-center justify-between gap-3">
            <h3 id={`review-${stage.id}`} className="font-semibold text-slate-900">
              {stage.title}
            </h3>
            <Button
              variant="link"
              size="sm"
              onClick={() => goTo(stage.id)}
              aria-label={`${stage.saved ? 'Edit' : 'Complete'} ${stage.title}`}
            >
              {stage.saved ? 'Edit' : 'Complete this step'}
            </Button>
          </div>
          {stage.saved ? (
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              {stage.lines.map((line) => (
                <div key={line.label} className="contents">
                  <dt className="text-slate-600">{line.label}</dt>
                  <dd className="break-words text-slate-900">{line.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-2 text-sm text-amber-800">Not completed yet.</p>
          )}
        </section>
      ))}
      {problems.length ? (
        <Alert tone="error">
          <p className="font-semibold">Some steps need attention before you submit:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className="space-y-1.5">
        <label htmlFor={confirmId} className="flex items-start gap-2 text-sm text-slate-800">
          <Checkbox
            id={confirmId}
            aria-invalid={form.formState.errors.confirm ? true : undefined}
            {...form.register('confirm')}
          />
          <span>I confirm that this information is accurate and that I may act for this business.</span>
        </label>
        {form.formState.errors.confirm ? (
          <p className="text-sm text-red-700">{form.formState.errors.confirm.message}</p>
        ) : null}
      </div>
      <StageActions onBack={onBack} loading={form.formState.isSubmitting} submitLabel="Submit for review" />
    </form>
  );
}
