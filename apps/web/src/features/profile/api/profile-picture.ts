/**
 * profile.getProfilePicture, uploadProfilePicture and removeProfilePicture (not in the spec), all
 * on settings/profile-picture. The picture is read with the bearer token, so it
 * is fetched as a Blob (an <img> cannot send the header) and shown through an object URL. It is
 * asked for only when the profile says there is one (`hasPicture`), so a user without a picture
 * makes no failing request on every page; a 404 all the same (removed elsewhere) answers null.
 * Fetch errors are silent (spec 000 §7).
 */
import * as profile from '@payrail/contract/routes/profile';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '#lib/api-error.ts';
import { call, callFile, responseBody } from '#lib/http.ts';
import { profileQueryOptions } from './get-profile';
import { profileKeys } from './keys';

export async function getProfilePicture({ signal }: { signal?: AbortSignal } = {}): Promise<Blob | null> {
  try {
    return await callFile(profile.getProfilePicture, {}, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const profilePictureQueryOptions = (hasPicture = true) =>
  queryOptions({
    queryKey: profileKeys.picture(),
    queryFn: ({ signal }) => getProfilePicture({ signal }),
    enabled: hasPicture,
    meta: { errorToast: false },
  });

/** The picture as an object URL for an <img>, or null; the URL is revoked when it changes. */
export function useProfilePictureUrl(): { url: string | null; isPending: boolean } {
  const profile = useQuery(profileQueryOptions());
  const hasPicture = profile.data?.hasPicture === true;
  const picture = useQuery(profilePictureQueryOptions(hasPicture));
  const data = hasPicture ? picture.data : null;
  const isPending = profile.isPending || (hasPicture && picture.isPending);
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

/** The cached profile follows an upload or a removal, so the avatar asks (or stops asking) at once. */
function setHasPicture(queryClient: QueryClient, hasPicture: boolean) {
  queryClient.setQueryData(profileQueryOptions().queryKey, (p) => (p ? { ...p, hasPicture } : p));
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
    onSuccess: () => {
      setHasPicture(queryClient, true);
      return queryClient.invalidateQueries({ queryKey: profileKeys.picture() });
    },
  });
}

export const PICTURE_REMOVED = 'Profile picture removed';

export const removeProfilePicture = () => call(profile.removeProfilePicture, {}).then(responseBody);

export function useRemoveProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePicture,
    meta: { successToast: PICTURE_REMOVED },
    onSuccess: () => {
      setHasPicture(queryClient, false);
      queryClient.setQueryData(profileKeys.picture(), null);
    },
  });
}
