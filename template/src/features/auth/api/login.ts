/** POST /auth/login: signs in and stores the session (cookies, rules). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession, type LoginResult } from '@/lib/session';
import { loginResultSchema, type LoginInput } from '../types';

export async function login(input: LoginInput): Promise<LoginResult> {
  const answer = await api.post<unknown>('/auth/login', {
    body: { email: input.email.trim(), password: input.password },
  });
  const result = loginResultSchema.parse(answer);
  startSession(result);
  return result;
}

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
}
