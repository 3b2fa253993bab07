import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '#components/ui/button.tsx';
import { notify } from '#lib/notify.ts';

type CopyButtonProps = Omit<ButtonProps, 'onClick'> & {
  text: string;
  label?: string;
  /** Only the icon shows; the label becomes the tooltip (give an aria-label). */
  iconOnly?: boolean;
};

/** Copies `text` to the clipboard and says so (a toast, and the button's tick for a moment). */
export function CopyButton({
  text,
  label = 'Copy link',
  iconOnly = false,
  size = 'sm',
  variant = 'secondary',
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      notify.success('Link copied');
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      notify.error('Could not copy the link; select it and copy it yourself.');
    }
  };
  return (
    <Button
      size={size}
      variant={variant}
      title={iconOnly ? label : undefined}
      onClick={() => void copy()}
      {...props}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {iconOnly ? null : label}
    </Button>
  );
}
