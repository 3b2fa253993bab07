/**
 * kyb.decideSandboxKyb: sandbox mode only, owner only. Simulates the provider's review of the
 * caller's own submission; success toasts the server's message and refreshes KYB and the
 * notifications (the decision writes one, and the bell should show it at once).
 */
import * as kyb from '@payrail/contract/routes/kyb';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '#lib/http.ts';
import { notificationKeys } from '#lib/notification-keys.ts';
import { refreshKyb } from './refresh-kyb';

export type SandboxDecision = z.input<typeof kyb.KybSandboxDecision>;

export const decideSandboxKyb = (body: SandboxDecision) => call(kyb.decideSandboxKyb, { body });

export function useSandboxDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSandboxKyb,
    meta: { successToast: true },
    onSuccess: () =>
      Promise.all([
        refreshKyb(queryClient),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
