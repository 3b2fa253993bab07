/** apiKeys.revealApiKeys (public): the emailed link's token, once; answers the new keys in full. */
import * as apiKeys from '@payrail/contract/routes/api-keys';
import { useMutation } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';

export const revealApiKeys = (token: string) =>
  call(apiKeys.revealApiKeys, { body: { token } }).then(responseBody);

/** No toast: the page shows the keys or why it cannot. */
export const useRevealApiKeys = () => useMutation({ mutationFn: revealApiKeys, meta: { errorToast: false } });
