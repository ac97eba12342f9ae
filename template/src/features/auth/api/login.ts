/** POST /auth/login: signs in and stores the session (cookies, rules). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { startSession, type LoginResult } from '@/lib/session';
import type { LoginInput } from '../types';

/** Asks the server to sign in and checks its answer, without storing anything. */
export async function checkCredentials(input: LoginInput): Promise<LoginResult> {
  const body = { email: input.email.trim(), password: input.password };
  return parseAnswer(api.post<unknown>('/auth/login', { body, public: true }), () =>
    import('../types').then((m) => m.loginResultSchema),
  );
}

export async function login(input: LoginInput): Promise<LoginResult> {
  const result = await checkCredentials(input);
  startSession(result);
  return result;
}

/**
 * Signs in. With `preview` (the demo auth pages) it only checks the credentials: the visitor's
 * current session, if any, stays as it is.
 */
export function useLogin({ preview = false }: { preview?: boolean } = {}) {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: preview ? checkCredentials : login });
}
