/**
 * What the dashboard layout fetches ahead (spec 000 §2). Issue 2 answers these with minimal real
 * data; KYB, profile, two-factor settings and team access grow in their own issues.
 */
import { z } from 'zod';

export const TwoFactorStatus = z.object({ enabled: z.boolean() }).meta({ id: 'TwoFactorStatus' });
export const TwoFactorInitiateStatus = z
  .object({ initiated: z.boolean() })
  .meta({ id: 'TwoFactorInitiateStatus' });

export const TeamAccess = z
  .object({
    isOwner: z.boolean(),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    subAccountIds: z.array(z.string()),
  })
  .meta({ id: 'TeamAccess' });
export type TeamAccess = z.infer<typeof TeamAccess>;

export const Profile = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    businessName: z.string(),
    merchantId: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

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
