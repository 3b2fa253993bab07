/**
 * Choosing a link's image: the current one (or the chosen file's preview), a file input, and the
 * reason a file is refused (checked here first, then by the server from the bytes).
 */
import type { LinkImage } from '@payrail/contract/payment-links';
import { LINK_IMAGE_TYPES } from '@payrail/contract/payment-links';
import { type Ref, useEffect, useId, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { imageProblem, LINK_IMAGE_HINT } from '../lib/link-image';

type Props = {
  current: LinkImage | null;
  file: File | null;
  /** The chosen file when the browser accepts it, else null (with the reason in `problem`). */
  onFile: (file: File | null, problem: string | undefined) => void;
  problem: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

export function LinkImagePicker({ current, file, onFile, problem, inputRef }: Props) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? current?.url ?? null;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex h-28 w-40 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        {shown ? (
          <img
            src={shown}
            alt={preview ? 'The chosen file, not uploaded yet' : 'Shown at the top of the pay page'}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="text-sm text-slate-500">No image</span>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <label className="block text-sm font-medium text-slate-900" htmlFor={`${id}-file`}>
          {current ? 'Replace the image' : 'Choose an image'}{' '}
          <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={LINK_IMAGE_TYPES.join(',')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium focus-visible:outline-2 focus-visible:outline-brand-600/40"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            const why = chosen ? imageProblem(chosen) : undefined;
            onFile(chosen && !why ? chosen : null, why);
          }}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {LINK_IMAGE_HINT}
        </p>
        {problem ? (
          <Alert tone="error" id={`${id}-error`}>
            {problem}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
