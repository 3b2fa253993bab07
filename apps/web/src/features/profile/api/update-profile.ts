/** PATCH /api/v1/settings/update-profile/{id}: the signed-in user's own public id. */
import type { Profile, UpdateProfileRequest } from '@payrail/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { useSessionStore } from '../../../stores/session-store';
import { profileKeys } from './keys';

export const PROFILE_UPDATED = 'Profile updated successfully';

export type UpdateProfileVars = { id: string; body: UpdateProfileRequest };

export const updateProfile = ({ id, body }: UpdateProfileVars) =>
  http.patch<Profile>(`/settings/update-profile/${encodeURIComponent(id)}`, body).then(responseBody);

/** Refreshes the profile, and the name the header shows (the stored session user). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { successToast: PROFILE_UPDATED },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.detail(), profile);
      const { user, setUser } = useSessionStore.getState();
      if (user)
        setUser({
          ...user,
          firstName: profile.firstName,
          lastName: profile.lastName,
          merchantName: profile.businessName,
        });
      return queryClient.invalidateQueries({ queryKey: profileKeys.detail() });
    },
  });
}
