/** POST /register, then signs the new account in (the form has everything login needs). */
import { useMutation } from '@tanstack/react-query';
import { api, passwordTimeoutMs } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { LoginResult } from '@/lib/session';
import type { RegisteredUser, RegisterInput } from '../types';
import { login, needsCode } from './login';

/** Creates the account and returns it, without signing in. */
export async function createAccount(input: RegisterInput): Promise<RegisteredUser> {
  const body = {
    fullName: input.fullName.trim(),
    email: input.email.trim(),
    password: input.password,
    ...(input.username?.trim() ? { username: input.username.trim() } : {}),
  };
  return parseAnswer(api.post<unknown>('/register', { body, public: true, timeout: passwordTimeoutMs }), () =>
    import('../types').then((m) => m.registeredUserSchema),
  );
}

export async function register(input: RegisterInput): Promise<LoginResult> {
  const account = await createAccount(input);
  const answer = await login({ email: account.email, password: input.password });
  // A new account has no two-factor yet: its sign-in answers a session.
  if (needsCode(answer)) throw new Error('The new account was asked for a two-factor code');
  return answer;
}

/** Creates the account and signs it in; with `preview` (the demo auth pages) it only creates it. */
export function useRegister({ preview = false }: { preview?: boolean } = {}) {
  return useMutation<LoginResult | RegisteredUser, Error, RegisterInput>({
    mutationKey: ['auth', 'register'],
    mutationFn: preview ? createAccount : register,
  });
}
