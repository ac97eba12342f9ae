/** POST /register, then signs the new account in (the form has everything login needs). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LoginResult } from '@/lib/session';
import type { RegisterInput } from '../types';
import { login } from './login';

export async function register(input: RegisterInput): Promise<LoginResult> {
  const body = {
    fullName: input.fullName.trim(),
    email: input.email.trim(),
    password: input.password,
    ...(input.username?.trim() ? { username: input.username.trim() } : {}),
  };
  // As for login: the schema loads beside the request, off the page's first paint.
  const [answer, { registeredUserSchema }] = await Promise.all([
    api.post<unknown>('/register', { body }),
    import('../types'),
  ]);
  registeredUserSchema.parse(answer);
  return login({ email: body.email, password: body.password });
}

export function useRegister() {
  return useMutation({ mutationKey: ['auth', 'register'], mutationFn: register });
}
