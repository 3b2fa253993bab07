/**
 * auth.logout ends the session on the server; the client session is cleared whatever
 * the answer (signing out must work offline too), so failures are not toasted. The cached data
 * goes when the sign-in page opens.
 */
import * as auth from '@payrail/contract/routes/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { clearSession } from '#stores/session-store.ts';

export const logout = () => call(auth.logout, {});

export function useLogout() {
  return useMutation({ mutationFn: logout, meta: { errorToast: false }, onSettled: clearSession });
}
