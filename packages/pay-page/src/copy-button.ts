/**
 * "Copy" beside a value the customer types into their bank app (account number, amount). It works
 * once the page is hydrated; until then CSS hides it (pay-styles.ts), so it never does nothing.
 */
import { createElement as h, type ReactNode, useState } from 'react';

/** The browser's clipboard, typed here: the API type-checks this file without the DOM's types. */
type Clipboard = { writeText(text: string): Promise<void> };
const clipboard = () =>
  (globalThis as { navigator?: { clipboard?: Clipboard } }).navigator?.clipboard ?? null;

function CopyButton({ value, what }: { value: string; what: string }): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await clipboard()?.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return h(
    'button',
    { type: 'button', className: 'copy', 'aria-label': `Copy ${what}`, onClick: copy },
    h('span', { 'aria-live': 'polite' }, copied ? 'Copied' : 'Copy'),
  );
}

/** The value with its Copy button. */
export function copyable(shown: ReactNode, value: string, what: string): ReactNode {
  return h('span', { className: 'copyable' }, shown, h(CopyButton, { value, what }));
}
