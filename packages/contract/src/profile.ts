/** The signed-in user's profile (spec 000 §7: settings/profile). */
import { z } from 'zod';

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
