/** POST /auth/login: signs in and stores the session (cookies, rules). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession, type LoginResult } from '@/lib/session';
import type { LoginInput } from '../types';

export async function login(input: LoginInput): Promise<LoginResult> {
  // The answer's schema (and zod) loads beside the request, not with the page: the sign-in pages
  // paint without it.
  const [answer, { loginResultSchema }] = await Promise.all([
    api.post<unknown>('/auth/login', { body: { email: input.email.trim(), password: input.password } }),
    import('../types'),
  ]);
  const result = loginResultSchema.parse(answer);
  startSession(result);
  return result;
}

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
}
