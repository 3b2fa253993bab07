import type { PaymentLink } from '@payrail/contract/payment-links';
import { Mail, MessageCircle, Share2 } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent } from '#components/ui/card.tsx';
import { linkUrls } from '../lib/public-url';
import { CopyButton } from './copy-button';
import { LinkQrCode } from './link-qr-code';

/** The public addresses with Copy, share buttons (WhatsApp, email, the system share sheet) and the QR code. */
export function LinkShare({ link }: { link: PaymentLink }) {
  const urls = linkUrls(link);
  const message = `Pay ${link.name} securely: ${urls.bySlug}`;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Card>
      <CardContent className="grid gap-6 md:grid-cols-[1fr_auto]">
        <div className="min-w-0 space-y-4">
          <h2 className="text-lg font-semibold text-slate-900">Share</h2>
          <PublicUrl label="Link address" url={urls.bySlug} />
          <PublicUrl label="Reference address" url={urls.byRef} />
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm" variant="secondary">
              <a
                href={`https://wa.me/?text=${encodeURIComponent(message)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                Share on WhatsApp
              </a>
            </Button>
            <Button asChild size="sm" variant="secondary">
              <a
                href={`mailto:?subject=${encodeURIComponent(link.name)}&body=${encodeURIComponent(message)}`}
              >
                <Mail aria-hidden="true" className="size-4" />
                Share by email
              </a>
            </Button>
            {canShare ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  void navigator.share({ title: link.name, text: message, url: urls.bySlug }).catch(() => {})
                }
              >
                <Share2 aria-hidden="true" className="size-4" />
                Share…
              </Button>
            ) : null}
          </div>
        </div>
        <LinkQrCode url={urls.bySlug} name={link.name} fileName={`payment-link-${link.ref}.png`} />
      </CardContent>
    </Card>
  );
}

function PublicUrl({ label, url }: { label: string; url: string }) {
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="min-w-0 font-mono text-sm break-all text-brand-700 hover:underline"
        >
          {url}
        </a>
        <CopyButton text={url} label="Copy" aria-label={`Copy ${label.toLowerCase()}`} />
      </div>
    </div>
  );
}
