/** Copies a value with one click; says so, or says to copy it by hand when the browser refuses. */
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { notify } from '#lib/notify.ts';

export function CopyButton({ value, label, what }: { value: string; label: string; what: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify.success(`${what} copied`);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      notify.error(`Could not copy the ${what.toLowerCase()}; select it and copy it yourself.`);
    }
  };
  return (
    <Button size="sm" variant="secondary" onClick={() => void copy()}>
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {label}
    </Button>
  );
}
