import { createFileRoute } from '@tanstack/react-router';
import { StagePage } from '../../features/kyb/components/stage-page';

/** Spec 000 §2: the current onboarding stage form for that business category. */
export const Route = createFileRoute('/_dashboard/merchant-onboarding/$categoryId')({
  component: StagePage,
});
