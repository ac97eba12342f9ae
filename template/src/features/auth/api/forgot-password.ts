/** POST /auth/forgot-password: asks for a reset link (the answer never says whether the email exists). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/forgot-password', { body: { email: email.trim() }, public: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationKey: ['auth', 'forgot-password'], mutationFn: requestPasswordReset });
}
