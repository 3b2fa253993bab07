/**
 * /auth/api-keys?token=…: the page the credentials email links to, without signing in. It asks
 * before it calls, so a mail scanner that opens the link does not use it; the call issues new keys
 * and shows them this once. A used link, an expired one and an unknown one say so.
 */
import { ErrorCode } from '@payrail/contract/errors';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { ApiError } from '#lib/api-error.ts';
import { useRevealApiKeys } from '../api/reveal-api-keys';
import { CopyButton } from './copy-button';

const TITLES: Partial<Record<string, string>> = {
  [ErrorCode.API_KEY_REVEAL_USED]: 'This link was already used',
  [ErrorCode.API_KEY_REVEAL_EXPIRED]: 'This link has expired',
};

export function RevealKeysPage({ token }: { token: string }) {
  const reveal = useRevealApiKeys();
  if (reveal.isSuccess)
    return (
      <Card>
        <CardHeader>
          <CardTitle>Your new API keys</CardTitle>
          <CardDescription>
            Copy them now: this page will not show them again, and we cannot read secret keys back.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {reveal.data.keys.map((k) => (
            <section
              key={k.mode}
              aria-label={k.mode === 'test' ? 'Sandbox keys' : 'Live keys'}
              className="space-y-2"
            >
              <h2 className="font-medium">{k.mode === 'test' ? 'Sandbox' : 'Live'}</h2>
              {(
                [
                  ['Public key', k.publicKey],
                  ['Secret key', k.secretKey],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="space-y-1">
                  <p className="text-sm text-slate-600">{label}</p>
                  <code className="block break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm">
                    {value}
                  </code>
                  <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} what={label} />
                </div>
              ))}
            </section>
          ))}
          <p className="text-sm text-slate-600">
            Secret keys these replace keep working for 24 hours, unless you rolled them to stop sooner.
          </p>
        </CardContent>
      </Card>
    );
  const error = reveal.error;
  const code = error instanceof ApiError ? error.code : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{(code && TITLES[code]) ?? 'Your API keys'}</CardTitle>
        <CardDescription>
          {error
            ? null
            : 'Opening your keys issues new secret keys and shows them once. Have somewhere safe to store them.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {error ? <Alert tone="error">{error.message}</Alert> : null}
        {error ? (
          <Link to="/auth/login" className="text-sm text-brand-700 underline">
            Sign in to request them again
          </Link>
        ) : (
          <Button loading={reveal.isPending} disabled={!token} onClick={() => reveal.mutate(token)}>
            Show my API keys
          </Button>
        )}
        {!token ? <Alert tone="error">This link is not complete. Open it from the email again.</Alert> : null}
      </CardContent>
    </Card>
  );
}

const route = getRouteApi('/auth/api-keys');

/** The route's page: the token from the link's search. */
export function RevealKeysRoute() {
  const { token } = route.useSearch();
  return <RevealKeysPage token={token} />;
}
