/**
 * The landing page's newsletter sign-up (public: visitors are not signed in).
 *   POST /newsletter { email } -> { email, subscribed } (subscribed false when already on the list)
 */
import { http, HttpResponse } from 'msw';
import { newsletterBodySchema } from '@/features/landing/types';
import { collection } from '../db';
import { api, parseBody } from '../http';

export const subscribers = collection<{ id: string; subscribedAt: string }>('newsletter', () => []);

export const handlers = [
  http.post(api('/newsletter'), async ({ request }) => {
    const parsed = await parseBody(newsletterBodySchema, request);
    if (parsed instanceof Response) return parsed;
    const email = parsed.email.toLowerCase();
    if (subscribers.find(email)) return HttpResponse.json({ email, subscribed: false });
    subscribers.insert({ id: email, subscribedAt: new Date().toISOString() });
    return HttpResponse.json({ email, subscribed: true }, { status: 201 });
  }),
];
