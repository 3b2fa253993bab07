/**
 * The edit screen's image card: upload a new image or remove the current one, at once (apart from
 * the form's other fields, whose save would have nothing to change when only the image does).
 */
import type { PaymentLinkDetails } from '@payrail/contract/payment-links';
import { useRef, useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent } from '#components/ui/card.tsx';
import { useRemoveLinkImage, useUploadLinkImage } from '../api/link-image';
import { uploadProblem } from '../lib/link-image';
import { LinkImagePicker } from './link-image-picker';

export function LinkImageCard({ link }: { link: PaymentLinkDetails }) {
  const upload = useUploadLinkImage();
  const remove = useRemoveLinkImage();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const reset = () => {
    setFile(null);
    setProblem(undefined);
    if (inputRef.current) inputRef.current.value = '';
  };
  const busy = upload.isPending || remove.isPending;
  return (
    <Card>
      <CardContent className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">Image</h2>
        <LinkImagePicker
          current={link.image}
          file={file}
          problem={problem}
          inputRef={inputRef}
          onFile={(chosen, why) => {
            setFile(chosen);
            setProblem(why);
          }}
        />
        <div className="flex flex-wrap justify-end gap-3">
          {link.image && !file ? (
            <Button
              variant="secondary"
              loading={remove.isPending}
              disabled={busy}
              onClick={() => remove.mutate(link.ref, { onSuccess: reset })}
            >
              Remove image
            </Button>
          ) : null}
          {file ? (
            <Button variant="secondary" onClick={reset} disabled={busy}>
              Cancel
            </Button>
          ) : null}
          <Button
            disabled={!file || busy}
            loading={upload.isPending}
            onClick={() =>
              file &&
              upload.mutate(
                { ref: link.ref, file },
                { onSuccess: reset, onError: (error) => setProblem(uploadProblem(error)) },
              )
            }
          >
            Upload image
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
