/**
 * The profile picture: the current one (or initials), a file picker that previews the chosen
 * image before it is uploaded, and the server's refusal beneath it. PNG, JPEG or WebP up to 2 MB,
 * checked here first and again by the server from the file's bytes.
 */
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '@payrail/contract/profile';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#components/ui/card.tsx';
import { ApiError } from '#lib/api-error.ts';
import { useSessionStore } from '#stores/session-store.ts';
import {
  useProfilePictureUrl,
  useRemoveProfilePicture,
  useUploadProfilePicture,
} from '../api/profile-picture';
import { Avatar } from './avatar';

function clientProblem(file: File): string | undefined {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type))
    return 'The file must be a PNG, JPEG or WebP image.';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'The image must be at most 2 MB.';
  return undefined;
}

export function PictureCard() {
  const user = useSessionStore((s) => s.user);
  const current = useProfilePictureUrl();
  const upload = useUploadProfilePicture();
  const remove = useRemoveProfilePicture();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const errorId = useId();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    setProblem(chosen ? clientProblem(chosen) : undefined);
    setFile(chosen && !clientProblem(chosen) ? chosen : null);
  };
  const reset = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  const save = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: reset,
      onError: (error) =>
        setProblem(error instanceof ApiError ? (error.fieldErrors?.file?.[0] ?? error.message) : undefined),
    });
  };

  const shown = preview ?? current.url;
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Profile picture</h2>
        <p className="text-sm text-slate-600">PNG, JPEG or WebP, up to 2 MB and 4096 × 4096 pixels.</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar
          src={shown}
          name={name}
          size="lg"
          alt={preview ? 'Preview of your new picture' : shown ? 'Your profile picture' : ''}
          busy={current.isPending}
        />
        <div className="min-w-0 flex-1 space-y-3">
          <label className="block text-sm font-medium text-slate-900" htmlFor={`${errorId}-file`}>
            Choose an image
          </label>
          <input
            ref={inputRef}
            id={`${errorId}-file`}
            type="file"
            accept={PROFILE_PICTURE_TYPES.join(',')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium focus-visible:outline-2 focus-visible:outline-brand-600/40"
            onChange={(e) => choose(e.target.files?.[0])}
          />
          {problem ? (
            <Alert tone="error" id={errorId}>
              {problem}
            </Alert>
          ) : null}
          <div className="flex gap-3">
            <Button onClick={save} disabled={!file} loading={upload.isPending}>
              Upload picture
            </Button>
            {file ? (
              <Button variant="secondary" onClick={reset} disabled={upload.isPending}>
                Cancel
              </Button>
            ) : current.url ? (
              <Button variant="secondary" onClick={() => remove.mutate()} loading={remove.isPending}>
                Remove picture
              </Button>
            ) : null}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
