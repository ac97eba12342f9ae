/**
 * The Security tab: POST /account/password, GET /account/security, the two-factor set-up
 * (POST /account/two-factor/setup and /verify, DELETE /account/two-factor) and
 * POST /account/sessions/sign-out-others.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, passwordTimeoutMs } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import type { Security } from '../types';
import { accountKeys } from './keys';

const securitySchema = () => import('../types').then((m) => m.securitySchema);

export const securityQuery = () =>
  queryOptions({
    queryKey: accountKeys.security(),
    queryFn: ({ signal }) => parseAnswer(api.get<unknown>('account/security', { signal }), securitySchema),
  });

export const useSecurity = () => useQuery(securityQuery());

/** Safe to repeat after a timeout: the server answers a replayed change as done. */
export function useChangePassword() {
  return useMutation({
    ...transientRetry,
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      parseAnswer(api.post<unknown>('account/password', { body, timeout: passwordTimeoutMs }), () =>
        import('../types').then((m) => m.messageSchema),
      ),
  });
}

export function useStartTwoFactor() {
  return useMutation({
    mutationFn: () =>
      parseAnswer(api.post<unknown>('account/two-factor/setup'), () =>
        import('../types').then((m) => m.twoFactorSetupSchema),
      ),
  });
}

/** A mutation whose answer is the security state, stored for the tab at once. */
function useSecurityChange<V>(send: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => parseAnswer(send(value), securitySchema),
    // Verify, turn off and sign out others give the same result when repeated.
    ...transientRetry,
    onSuccess: (saved: Security) => queryClient.setQueryData(accountKeys.security(), saved),
  });
}

export const useVerifyTwoFactor = () =>
  useSecurityChange((code: string) => api.post<unknown>('account/two-factor/verify', { body: { code } }));

export const useDisableTwoFactor = () => useSecurityChange(() => api.delete<unknown>('account/two-factor'));

export const useSignOutOthers = () => useSecurityChange(() => api.post<unknown>('account/sessions/sign-out-others'));
