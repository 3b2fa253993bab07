import type { KybCategory, KybStageId } from '@payrail/contract/kyb-reference';
import type { KybRecord } from '../api/get-kyb';
import { nextStage, previousStage } from '../lib/stage-order';
import { BusinessDetailsForm } from './business-details-form';
import { DocumentsStageForm } from './documents-stage-form';
import { OwnerIdentityForm } from './owner-identity-form';
import { ReviewStage } from './review-stage';
import { SettlementAccountForm } from './settlement-account-form';

export type StageFormProps = {
  category: KybCategory;
  record: KybRecord | null;
  /** After a save: on to the next stage. */
  onSaved: () => void;
  /** The previous stage, if any. */
  onBack: (() => void) | undefined;
  goTo: (stage: KybStageId) => void;
};

type Props = {
  stage: KybStageId;
  category: KybCategory;
  record: KybRecord | null;
  industry: number | undefined;
  goTo: (stage: KybStageId) => void;
};

/** The form of one stage; saving it moves on to the category's next stage. */
export function StageForm({ stage, category, record, industry, goTo }: Props) {
  const next = nextStage(category, stage);
  const previous = previousStage(category, stage);
  const props: StageFormProps = {
    category,
    record,
    goTo,
    onSaved: () => (next ? goTo(next) : undefined),
    onBack: previous ? () => goTo(previous) : undefined,
  };
  switch (stage) {
    case 'business-details':
      return <BusinessDetailsForm {...props} industry={industry} />;
    case 'owner-identity':
      return <OwnerIdentityForm {...props} />;
    case 'documents':
      return <DocumentsStageForm {...props} />;
    case 'settlement-account':
      return <SettlementAccountForm {...props} />;
    case 'review':
      return <ReviewStage {...props} />;
  }
}
