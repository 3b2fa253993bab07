import { useEffect, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Spinner } from '#components/ui/spinner.tsx';

type QrState = { status: 'pending' } | { status: 'error' } | { status: 'ready'; dataUrl: string };

/** The authenticator's otpauth URI as a QR code, drawn by `qrcode` (loaded only when shown). */
export function AuthenticatorQrCode({ uri }: { uri: string }) {
  const [qr, setQr] = useState<QrState>({ status: 'pending' });
  useEffect(() => {
    let live = true;
    setQr({ status: 'pending' });
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(uri, { width: 320, margin: 2, errorCorrectionLevel: 'M' }))
      .then((dataUrl) => live && setQr({ status: 'ready', dataUrl }))
      .catch(() => live && setQr({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <div className="flex size-44 items-center justify-center rounded-lg border border-slate-200 bg-white">
      {qr.status === 'pending' ? <Spinner label="Drawing the QR code" className="text-brand-700" /> : null}
      {qr.status === 'error' ? (
        <Alert tone="error">The QR code could not be drawn: use the key.</Alert>
      ) : null}
      {qr.status === 'ready' ? (
        <img
          src={qr.dataUrl}
          alt="QR code to scan with your authenticator app"
          width={176}
          height={176}
          className="size-44"
        />
      ) : null}
    </div>
  );
}
