/** The signed-in user's team access, fetched ahead by the dashboard layout (spec 000 §2). */
import { z } from 'zod';
import { defineEndpoint, sessionAccess } from './endpoint.ts';

export const TeamAccess = z
  .object({
    isOwner: z.boolean(),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    subAccountIds: z.array(z.string()),
  })
  .meta({ id: 'TeamAccess' });
export type TeamAccess = z.infer<typeof TeamAccess>;

/** GET merchant/team/get-user-access: what the signed-in user may do (any session). */
export const getUserAccess = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/team/get-user-access',
  access: sessionAccess,
  response: TeamAccess,
});
