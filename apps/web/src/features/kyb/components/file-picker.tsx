import { FileCheck2, FileUp } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { Label } from '#components/ui/label.tsx';
import { cn } from '#lib/cn.ts';
import { notify } from '#lib/notify.ts';
import { checkUpload, formatBytes, UPLOAD_ACCEPT } from '../lib/upload-rules';

export type UploadedFile = { fileName: string; size: number };

type FilePickerProps = {
  label: string;
  hint?: string;
  /** What the server already holds for this slot. */
  uploaded?: UploadedFile | null | undefined;
  /** Sends the file; a rejection's message is shown under the picker (the server's refusal). */
  onUpload: (file: File) => Promise<unknown>;
  /** An error from elsewhere (the stage's submit), shown like a refusal. */
  error?: string | undefined;
  /** Why this user may not upload, if so: the button stays focusable and says why. */
  disabledReason?: string | undefined;
  /** Downloads the file the server holds (offered while it is the one shown). */
  onDownload?: (() => Promise<void>) | undefined;
};

/**
 * One document slot: a visible button opens the native picker (PDF, PNG or JPEG under the size
 * cap); the chosen file's name and size stay on screen while it uploads and after; the client's
 * own checks and the server's refusal appear beneath it, announced.
 */
export function FilePicker({
  label,
  hint,
  uploaded,
  onUpload,
  error,
  disabledReason,
  onDownload,
}: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const message = refusal ?? error;
  const download = async () => {
    if (!onDownload) return;
    setDownloading(true);
    try {
      await onDownload();
    } catch (e) {
      notify.error(e instanceof Error ? e.message : 'The file could not be downloaded');
    } finally {
      setDownloading(false);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setChosen(file);
    const problem = checkUpload(file);
    setRefusal(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onUpload(file);
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : 'The upload failed');
    } finally {
      setBusy(false);
    }
  };

  const shown = chosen ? { fileName: chosen.name, size: chosen.size } : uploaded;
  const isUploaded = Boolean(uploaded) && !refusal && !busy;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div
        className={cn(
          'flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-3',
          message ? 'border-red-400 bg-red-50/40' : 'border-slate-300 bg-white',
        )}
      >
        {isUploaded ? (
          <FileCheck2 aria-hidden="true" className="size-5 text-emerald-700" />
        ) : (
          <FileUp aria-hidden="true" className="size-5 text-slate-500" />
        )}
        <p className="min-w-0 flex-1 text-sm" aria-live="polite">
          {shown ? (
            <>
              <span className="font-medium break-all text-slate-900">{shown.fileName}</span>{' '}
              <span className="text-slate-600">
                ({formatBytes(shown.size)}){busy ? ' — uploading…' : isUploaded ? ' — uploaded' : ''}
              </span>
            </>
          ) : (
            <span className="text-slate-600">No file chosen</span>
          )}
        </p>
        <input
          ref={input}
          id={id}
          type="file"
          accept={UPLOAD_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          disabled={Boolean(disabledReason)}
          aria-invalid={message ? true : undefined}
          aria-describedby={
            [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].join(' ').trim() || undefined
          }
          onChange={(e) => void choose(e)}
        />
        {isUploaded && onDownload && (!chosen || chosen.name === uploaded?.fileName) ? (
          <Button
            variant="ghost"
            size="sm"
            loading={downloading}
            aria-label={`Download file: ${label}`}
            onClick={() => void download()}
          >
            Download
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          disabledReason={disabledReason}
          aria-label={`${shown ? 'Replace' : 'Choose'} file: ${label}`}
          onClick={() => input.current?.click()}
        >
          {shown ? 'Replace file' : 'Choose file'}
        </Button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
