/** POST /newsletter: adds an address to the mailing list (public: no session needed). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsletterAnswer } from '../types';

export function subscribeNewsletter(email: string): Promise<NewsletterAnswer> {
  return api.post<NewsletterAnswer>('newsletter', { body: { email: email.trim() }, public: true });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationKey: ['newsletter', 'subscribe'], mutationFn: subscribeNewsletter });
}
