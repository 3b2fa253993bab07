/** profile.updateProfile (PATCH settings/update-profile/{id}): the signed-in user's own public id. */
import * as profile from '@payrail/contract/routes/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { useSessionStore } from '#stores/session-store.ts';
import { profileKeys } from './keys';

export const PROFILE_UPDATED = 'Profile updated successfully';

export type UpdateProfileVars = { id: string; body: profile.UpdateProfileRequest };

export const updateProfile = ({ id, body }: UpdateProfileVars) =>
  call(profile.updateProfile, { params: { id }, body }).then(responseBody);

/** Refreshes the profile, and the name the header shows (the stored session user). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { successToast: PROFILE_UPDATED },
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.detail(), saved);
      const { user, setUser } = useSessionStore.getState();
      if (user)
        setUser({
          ...user,
          firstName: saved.firstName,
          lastName: saved.lastName,
          merchantName: saved.businessName,
        });
      return queryClient.invalidateQueries({ queryKey: profileKeys.detail() });
    },
  });
}
