/** twoFactor.setupTotp: a new authenticator secret and its otpauth URI. */
import * as twoFactor from '@payrail/contract/routes/two-factor';
import { useMutation } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';

export const setupTotp = () => call(twoFactor.setupTotp, {}).then(responseBody);

export const useSetupTotp = () => useMutation({ mutationFn: setupTotp });
