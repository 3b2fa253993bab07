import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';

type QrState = { status: 'pending' } | { status: 'error' } | { status: 'ready'; dataUrl: string };

/** A QR code of the public address, drawn as a PNG by `qrcode` (loaded only on this screen), downloadable. */
export function LinkQrCode({ url, name, fileName }: { url: string; name: string; fileName: string }) {
  const [qr, setQr] = useState<QrState>({ status: 'pending' });
  useEffect(() => {
    let live = true;
    setQr({ status: 'pending' });
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(url, { width: 512, margin: 2, errorCorrectionLevel: 'M' }))
      .then((dataUrl) => live && setQr({ status: 'ready', dataUrl }))
      .catch(() => live && setQr({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <figure className="flex w-48 flex-col items-center gap-2">
      <div className="flex size-48 items-center justify-center rounded-lg border border-slate-200 bg-white">
        {qr.status === 'pending' ? <Spinner label="Drawing the QR code" className="text-brand-700" /> : null}
        {qr.status === 'error' ? <Alert tone="error">The QR code could not be drawn.</Alert> : null}
        {qr.status === 'ready' ? (
          <img src={qr.dataUrl} alt={`QR code for ${name}`} width={192} height={192} className="size-48" />
        ) : null}
      </div>
      <figcaption className="text-xs text-slate-500">Customers scan it to pay</figcaption>
      {qr.status === 'ready' ? (
        <Button asChild size="sm" variant="secondary">
          <a href={qr.dataUrl} download={fileName}>
            <Download aria-hidden="true" className="size-4" />
            Download QR code
          </a>
        </Button>
      ) : null}
    </figure>
  );
}
