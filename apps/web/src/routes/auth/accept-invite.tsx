import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AcceptInvitePage } from '#features/team/components/accept-invite-page.tsx';

/** The link of an invitation email: `?token=…`. Public, like every /auth page. */
const AcceptInviteSearch = z.object({ token: z.catch(z.optional(z.string()), undefined) });

export const Route = createFileRoute('/auth/accept-invite')({
  validateSearch: AcceptInviteSearch,
  component: AcceptInvitePage,
});
