import { KYB_STAGE_TITLES, type KybStageId, kybCategory } from '@payrail/contract/kyb-reference';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent } from '#components/ui/card.tsx';
import { PageSpinner } from '#components/ui/spinner.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useKyb } from '../api/get-kyb';
import { stageToShow } from '../lib/stage-order';
import { OnboardingHeading } from './onboarding-heading';
import { StageForm } from './stage-form';
import { StageProgress } from './stage-progress';
import { Approved, UnderReview } from './status-views';

const route = getRouteApi('/_dashboard/merchant-onboarding/$categoryId');

/**
 * /merchant-onboarding/{category-id}: the category's stages with a progress indicator and the
 * current stage's form (or the one `?stage=` names). Under review it shows the waiting state (and
 * the sandbox simulator); approved, the verified state; rejected, the reason above the forms.
 */
export function StagePage() {
  useDocumentTitle('Verify your business');
  const { categoryId } = route.useParams();
  const { stage: asked, industry } = route.useSearch();
  const navigate = route.useNavigate();
  const kyb = useKyb();
  const category = kybCategory(Number(categoryId));

  if (!category) return <UnknownCategory />;
  if (kyb.status === 'pending') return <PageSpinner />;
  if (kyb.status === 'error')
    return (
      <Alert
        tone="error"
        className="mx-auto flex w-full max-w-3xl flex-wrap items-center justify-between gap-3"
      >
        <span>{kyb.error.message}</span>
        <Button size="sm" variant="secondary" onClick={() => void kyb.refetch()}>
          Try again
        </Button>
      </Alert>
    );

  const record = kyb.data;
  if (record?.status === 'under_review') return <UnderReview record={record} />;
  if (record?.status === 'approved') return <Approved />;

  const current = stageToShow(category, record, asked);
  // Review counts as done only once submitted (those states have their own screens above).
  const saved =
    record?.business_category_id === category.id
      ? (Object.keys(record.stages) as KybStageId[]).filter((id) => id !== 'review')
      : [];
  const goTo = (stage: KybStageId) => void navigate({ search: { stage }, resetScroll: true });

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl space-y-6">
      <OnboardingHeading description={`${category.name}. Your progress is saved at every step.`} />
      <p className="text-sm">
        <Link to="/merchant-onboarding/get-started" className="font-medium text-brand-700 hover:underline">
          Change business category
        </Link>
      </p>
      {record?.status === 'rejected' ? (
        <Alert tone="error">
          <p className="font-semibold">Your business verification was not approved</p>
          <p className="mt-1">Reason: {record.rejection_reason ?? 'not given'}</p>
          <p className="mt-1">Fix what is needed below, then submit again from the review step.</p>
        </Alert>
      ) : null}
      <StageProgress
        stages={category.stages.map((id) => ({ id, title: KYB_STAGE_TITLES[id] }))}
        current={current}
        completed={saved}
      />
      <Card>
        <CardContent className="space-y-6">
          <h2 className="text-lg font-semibold text-slate-900">{KYB_STAGE_TITLES[current]}</h2>
          <StageForm
            key={current}
            stage={current}
            category={category}
            record={record}
            industry={industry}
            goTo={goTo}
          />
        </CardContent>
      </Card>
    </section>
  );
}

function UnknownCategory() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <OnboardingHeading description="This business category does not exist." />
      <Button asChild variant="secondary">
        <Link to="/merchant-onboarding/get-started">Choose a business category</Link>
      </Button>
    </div>
  );
}
