/** The signed-in user's team access, fetched ahead by the dashboard layout (spec 000 §2). */
import { z } from 'zod';

export const TeamAccess = z
  .object({
    isOwner: z.boolean(),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    subAccountIds: z.array(z.string()),
  })
  .meta({ id: 'TeamAccess' });
export type TeamAccess = z.infer<typeof TeamAccess>;
