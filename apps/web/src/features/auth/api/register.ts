/** POST /api/v1/auth/register: creates the merchant and its owner, then emails a verification link. */
import type { RegisterRequest, RegisterResult as RegisterResultSchema } from '@payrail/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';

export type RegisterResult = z.infer<typeof RegisterResultSchema>;

export const register = (body: RegisterRequest) => http.post<RegisterResult>('/auth/register', body);

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { successToast: true } });
}
