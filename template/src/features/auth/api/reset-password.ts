/** POST /auth/reset-password: sets a new password with the token from the emailed link. */
import { useMutation } from '@tanstack/react-query';
import { api, passwordTimeoutMs } from '@/lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/reset-password', {
    body: input,
    public: true,
    timeout: passwordTimeoutMs,
  });
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}
