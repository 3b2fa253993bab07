/** auth.register: creates the merchant and its owner, then emails a verification link. */

import type { Answer } from '@payrail/contract/endpoint';
import * as auth from '@payrail/contract/routes/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '#lib/http.ts';

export type RegisterResult = Answer<typeof auth.register>;

export const register = (body: auth.RegisterRequest) => call(auth.register, { body });

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { successToast: true } });
}
