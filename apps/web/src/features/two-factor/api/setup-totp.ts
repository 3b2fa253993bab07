/** POST /api/v1/two-factor-auth/totp/setup: a new authenticator secret and its otpauth URI. */
import type { TotpSetup } from '@payrail/contract/two-factor';
import { useMutation } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';

export const setupTotp = () => http.post<TotpSetup>('/two-factor-auth/totp/setup').then(responseBody);

export const useSetupTotp = () => useMutation({ mutationFn: setupTotp });
