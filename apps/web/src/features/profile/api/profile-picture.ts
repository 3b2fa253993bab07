/**
 * profile.getProfilePicture, uploadProfilePicture and removeProfilePicture (not in the spec), all
 * on settings/profile-picture. The picture is read with the bearer token, so it
 * is fetched as a Blob (an <img> cannot send the header) and shown through an object URL. A
 * missing picture (404) is no error: the query answers null. Fetch errors are silent (spec 000 §7).
 */
import * as profile from '@payrail/contract/routes/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '#lib/api-error.ts';
import { call, callFile, responseBody } from '#lib/http.ts';
import { profileKeys } from './keys';

export async function getProfilePicture({ signal }: { signal?: AbortSignal } = {}): Promise<Blob | null> {
  try {
    return await callFile(profile.getProfilePicture, {}, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const profilePictureQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.picture(),
    queryFn: ({ signal }) => getProfilePicture({ signal }),
    meta: { errorToast: false },
  });

/** The picture as an object URL for an <img>, or null; the URL is revoked when it changes. */
export function useProfilePictureUrl(): { url: string | null; isPending: boolean } {
  const { data, isPending } = useQuery(profilePictureQueryOptions());
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [data]);
  return { url, isPending };
}

export const PICTURE_UPDATED = 'Profile picture updated successfully';

/** Sent as multipart/form-data with the field `file`. */
export const uploadProfilePicture = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return call(profile.uploadProfilePicture, { body: form }).then(responseBody);
};

export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    meta: { successToast: PICTURE_UPDATED },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.picture() }),
  });
}

export const PICTURE_REMOVED = 'Profile picture removed';

export const removeProfilePicture = () => call(profile.removeProfilePicture, {}).then(responseBody);

export function useRemoveProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePicture,
    meta: { successToast: PICTURE_REMOVED },
    onSuccess: () => queryClient.setQueryData(profileKeys.picture(), null),
  });
}
