import { createFileRoute } from '@tanstack/react-router';
import { RevealKeysRoute } from '#features/api-configuration/components/reveal-keys-page.tsx';

/**
 * The credentials email's one-time link (public: /auth/* needs no session). The search is read by
 * hand, not with a schema, so this file adds nothing to the initial bundle.
 */
export const Route = createFileRoute('/auth/api-keys')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === 'string' ? search.token.slice(0, 200) : '',
  }),
  component: RevealKeysRoute,
});
