/**
 * Where the onboarding routes send the merchant (spec 000 §2, §4):
 *   - /merchant-onboarding: to /home when stagesComplete; to /merchant-onboarding/{category-id}
 *     when a currentStage exists (category-id is business_category_id of the KYB details,
 *     default 1); to /merchant-onboarding/get-started when neither;
 *   - /merchant-onboarding/get-started: to /home when all onboarding stages are complete.
 * The route files run these in beforeLoad with the cached KYB queries the dashboard fetches ahead.
 */
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { type KybRecord, kybQueryOptions } from '../api/get-kyb';
import { type KybNextStage, kybNextStageQueryOptions } from '../api/get-next-stage';

export const DEFAULT_CATEGORY_ID = 1;

export type OnboardingTarget =
  | { to: '/home' }
  | { to: '/merchant-onboarding/get-started' }
  | { to: '/merchant-onboarding/$categoryId'; params: { categoryId: string } };

/** The category a merchant's onboarding runs in: the KYB details' business_category_id, else 1. */
export const categoryOf = (kyb: KybRecord | null | undefined): number =>
  kyb?.business_category_id ?? DEFAULT_CATEGORY_ID;

/** Spec 000 §2, /merchant-onboarding. */
export function onboardingTarget(next: KybNextStage | undefined, kyb: KybRecord | null): OnboardingTarget {
  if (next?.stagesComplete) return { to: '/home' };
  if (next?.currentStage)
    return { to: '/merchant-onboarding/$categoryId', params: { categoryId: String(categoryOf(kyb)) } };
  return { to: '/merchant-onboarding/get-started' };
}

/** beforeLoad of /merchant-onboarding (index): always leaves for one of the three targets. */
export async function redirectFromOnboarding(queryClient: QueryClient): Promise<never> {
  const [next, kyb] = await Promise.all([
    queryClient.ensureQueryData(kybNextStageQueryOptions()),
    queryClient.ensureQueryData(kybQueryOptions()),
  ]);
  throw redirect({ ...onboardingTarget(next, kyb), replace: true });
}

/** beforeLoad of /merchant-onboarding/get-started: to /home once every stage is complete. */
export async function redirectWhenComplete(queryClient: QueryClient): Promise<void> {
  const next = await queryClient.ensureQueryData(kybNextStageQueryOptions());
  if (next?.stagesComplete) throw redirect({ to: '/home', replace: true });
}
