import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RevealKeysPage } from '#features/api-configuration/components/reveal-keys-page.tsx';

/** The credentials email's one-time link (public: /auth/* needs no session). */
export const Route = createFileRoute('/auth/api-keys')({
  validateSearch: z.object({ token: z.string().max(200).catch('') }),
  component: function RevealRoute() {
    const { token } = Route.useSearch();
    return <RevealKeysPage token={token} />;
  },
});
