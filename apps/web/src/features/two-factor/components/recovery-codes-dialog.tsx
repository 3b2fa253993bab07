import { Check, Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { notify } from '#lib/notify.ts';

export const recoveryCodesText = (codes: readonly string[]) =>
  [
    'Payrail two-factor recovery codes',
    'Each code works once, in place of a sign-in code. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');

/** The new recovery codes, shown this once (the server keeps only their hashes): copy or download them. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: readonly string[]; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesText(codes);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      notify.success('Recovery codes copied');
    } catch {
      notify.error('Could not copy the codes; select them and copy them yourself.');
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Save your recovery codes"
      description="If you lose access to your email and authenticator app, each of these codes signs you in once. They are shown only now."
    >
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Alert tone="warning" className="mt-4">
        Store them somewhere safe, like a password manager. Anyone with a code and your password can sign in.
      </Alert>
      <DialogActions>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          Copy codes
        </Button>
        <Button asChild variant="secondary">
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="payrail-recovery-codes.txt"
          >
            <Download aria-hidden="true" className="size-4" />
            Download
          </a>
        </Button>
        <Button onClick={onClose}>I have saved them</Button>
      </DialogActions>
    </Dialog>
  );
}
