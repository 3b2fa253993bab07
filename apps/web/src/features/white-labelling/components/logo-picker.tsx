/**
 * Choosing the logo: the current one (or the chosen file), a file input checked here first (type
 * and size; the server checks the bytes), and a way to remove it. The chosen file's size, scaled
 * into the stored 256×256 box, lets the preview reserve the logo's place as the pay page will.
 */
import { LOGO_MAX_BYTES, LOGO_STORED_BOX, LOGO_TYPES } from '@payrail/contract/white-labelling';
import type { BrandLogo } from '@payrail/contract/white-labelling-public';
import { useId } from 'react';
import { Button } from '#components/ui/button.tsx';

export const LOGO_HINT = `PNG, JPEG or WebP, at most ${LOGO_MAX_BYTES / (1024 * 1024)} MB. It is resized to fit ${LOGO_STORED_BOX}×${LOGO_STORED_BOX} pixels.`;

export function logoProblem(file: File): string | undefined {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type))
    return 'The file must be a PNG, JPEG or WebP image.';
  if (file.size > LOGO_MAX_BYTES) return `The image must be at most ${LOGO_MAX_BYTES / (1024 * 1024)} MB.`;
  return undefined;
}

/** The logo as stored: the image's size fitted into the box, never enlarged. */
export function fittedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, LOGO_STORED_BOX / width, LOGO_STORED_BOX / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Props = {
  /** What the pages show now: the saved logo, the chosen file, or null. */
  shown: BrandLogo | null;
  chosen: boolean;
  problem: string | undefined;
  onFile: (file: File | null, problem: string | undefined) => void;
  onRemove: () => void;
};

export function LogoPicker({ shown, chosen, problem, onFile, onRemove }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex h-20 w-40 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        {shown ? (
          <img
            src={shown.url}
            width={shown.width}
            height={shown.height}
            alt={chosen ? 'The chosen logo, not saved yet' : 'Your logo'}
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <span className="text-sm text-slate-600">No logo</span>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <label className="block text-sm font-medium text-slate-900" htmlFor={`${id}-file`}>
          Logo <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error ${id}-hint` : `${id}-hint`}
          className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium focus-visible:outline-2 focus-visible:outline-brand-600/40"
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            const why = file ? logoProblem(file) : undefined;
            onFile(file && !why ? file : null, why);
          }}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {LOGO_HINT}
        </p>
        {problem ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        {shown ? (
          <Button type="button" variant="secondary" onClick={onRemove}>
            Remove logo
          </Button>
        ) : null}
      </div>
    </div>
  );
}
