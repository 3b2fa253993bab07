/**
 * Settings → APIs: the API keys. Public keys in full with Copy; secret keys only masked (they are
 * stored hashed: docs/SECURITY.md, "API keys"). "Send credentials" mails the owner a one-time link
 * to new keys; "Roll secret keys" (with the PIN) chooses when the current ones stop.
 */
import type { ApiConfiguration } from '@payrail/contract/routes/api-configuration';
import type { ApiKeyPair } from '@payrail/contract/routes/api-keys';
import * as routes from '@payrail/contract/routes/api-keys';
import { useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { useSendApiKey } from '../api/send-api-key';
import { CopyButton } from './copy-button';
import { RollKeysDialog } from './roll-keys-dialog';

const MODE_LABEL = { test: 'Sandbox', live: 'Live' } as const;

const until = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function KeyRow({ pair }: { pair: ApiKeyPair }) {
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{MODE_LABEL[pair.mode]}</Badge>
        {pair.expiresAt ? (
          <span className="text-sm text-amber-700">Stops working {until(pair.expiresAt)}</span>
        ) : null}
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-slate-600">Public key</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <code className="break-all rounded bg-slate-100 px-2 py-1 font-mono">{pair.publicKey}</code>
          <CopyButton value={pair.publicKey} label="Copy public key" what="Public key" />
        </dd>
        <dt className="text-slate-600">Secret key</dt>
        <dd>
          <code className="rounded bg-slate-100 px-2 py-1 font-mono">{pair.secretKey}</code>
        </dd>
      </dl>
    </li>
  );
}

export function ApiKeysCard({ config }: { config: ApiConfiguration }) {
  const send = useSendApiKey();
  const [rolling, setRolling] = useState(false);
  const pairs = [...config.keys.test, ...config.keys.live];
  return (
    <div className="space-y-4">
      {pairs.length ? (
        <ul className="space-y-3" aria-label="API keys">
          {pairs.map((p) => (
            <KeyRow key={`${p.mode}-${p.publicKey}`} pair={p} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">
          You have no API keys yet. Send the credentials: the owner gets a link that shows new keys once.
        </p>
      )}
      <p className="text-sm text-slate-600">
        We keep secret keys only in a form that cannot be read back. To see one, send the credentials: the
        account owner gets an email with a link that works once, within 15 minutes.
      </p>
      <div className="flex flex-wrap gap-2">
        <PermissionButton endpoint={routes.sendApiKey} loading={send.isPending} onClick={() => send.mutate()}>
          Send credentials
        </PermissionButton>
        <PermissionButton endpoint={routes.rollApiKeys} variant="secondary" onClick={() => setRolling(true)}>
          Roll secret keys
        </PermissionButton>
      </div>
      {rolling ? <RollKeysDialog onClose={() => setRolling(false)} /> : null}
    </div>
  );
}
