/** KYB onboarding (spec 000 §2, §7): details, stages and categories. */
import { z } from 'zod';

export const KybStage = z.object({ data: z.string().nullable() }).meta({ id: 'KybStage' });
export type KybStage = z.infer<typeof KybStage>;
export const KybNextStage = z
  .object({ currentStage: z.string().nullable(), stagesComplete: z.boolean() })
  .meta({ id: 'KybNextStage' });
export type KybNextStage = z.infer<typeof KybNextStage>;
export const KybRecord = z
  .object({ business_category_id: z.number().int(), status: z.string() })
  .loose()
  .meta({ id: 'KybRecord' });
/** The spec reads KYB details as the first item of the first array of responseBody. */
export const KybDetails = z.array(z.array(KybRecord)).meta({ id: 'KybDetails' });
export type KybRecord = z.infer<typeof KybRecord>;
export type KybDetails = z.infer<typeof KybDetails>;
