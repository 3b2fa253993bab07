/**
 * Which stage the category screen shows, and what comes before and after a stage. Business details
 * come first while nothing is saved (they choose the category on the server), and while the saved
 * category is another one (saving them switches it); otherwise `?stage=` when it belongs to the
 * category, else the server's current stage.
 */
import type { KybCategory, KybStageId } from '@payrail/contract/kyb-reference';
import type { KybRecord } from '../api/get-kyb';

export function stageToShow(
  category: KybCategory,
  record: KybRecord | null,
  asked: string | undefined,
): KybStageId {
  const first = category.stages[0] ?? 'business-details';
  if (!record || record.business_category_id !== category.id || !record.stages['business-details'])
    return first;
  const wanted = category.stages.find((s) => s === asked);
  if (wanted) return wanted;
  return record.current_stage && category.stages.includes(record.current_stage)
    ? record.current_stage
    : first;
}

export const nextStage = (category: KybCategory, stage: KybStageId): KybStageId | undefined =>
  category.stages[category.stages.indexOf(stage) + 1];

export const previousStage = (category: KybCategory, stage: KybStageId): KybStageId | undefined =>
  category.stages[category.stages.indexOf(stage) - 1];
