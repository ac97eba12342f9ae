/** POST /auth/login and /auth/login/two-factor: signs in and stores the session (cookies, rules). */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api, passwordTimeoutMs } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { startSession, type LoginResult } from '@/lib/session';
import type { loginAnswerSchema } from '@/lib/session-schema';
import type { LoginInput, TwoFactorInput } from '../types';

/** The password step's answer (its schema's type): a session, or a challenge when two-factor is on. */
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const needsCode = (answer: LoginAnswer): answer is Exclude<LoginAnswer, LoginResult> =>
  'twoFactorRequired' in answer;

/** Asks the server to sign in and checks its answer, without storing anything. */
export async function checkCredentials(input: LoginInput): Promise<LoginAnswer> {
  const body = { email: input.email.trim(), password: input.password };
  return parseAnswer(api.post<unknown>('/auth/login', { body, public: true, timeout: passwordTimeoutMs }), () =>
    import('../types').then((m) => m.loginAnswerSchema),
  );
}

export async function login(input: LoginInput): Promise<LoginAnswer> {
  const answer = await checkCredentials(input);
  if (!needsCode(answer)) startSession(answer);
  return answer;
}

/** The code step: the challenge and the code give the session, checked but not stored. */
export async function checkCode(input: TwoFactorInput): Promise<LoginResult> {
  return parseAnswer(api.post<unknown>('/auth/login/two-factor', { body: input, public: true }), () =>
    import('../types').then((m) => m.loginResultSchema),
  );
}

async function loginWithCode(input: TwoFactorInput): Promise<LoginResult> {
  const result = await checkCode(input);
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

/** The second step of a sign-in with two-factor; `preview` as for `useLogin`. */
export function useLoginCode({ preview = false }: { preview?: boolean } = {}) {
  return useMutation({ mutationKey: ['auth', 'login-code'], mutationFn: preview ? checkCode : loginWithCode });
}
