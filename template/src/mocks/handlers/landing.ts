/**
 * The landing page's newsletter sign-up (public: visitors are not signed in).
 *   POST /newsletter { email } -> { email, subscribed } (subscribed false when already on the list)
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { collection } from '../db';
import { api, parseBody } from '../http';

export const subscribers = collection<{ id: string; subscribedAt: string }>('newsletter', () => []);

const body = z.object({
  email: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, { error: 'This field is required', abort: true })
    .max(254, { error: 'You must enter a maximum of 254 characters', abort: true })
    .pipe(z.email({ error: 'Please enter a valid email' })),
});

export const handlers = [
  http.post(api('/newsletter'), async ({ request }) => {
    const parsed = await parseBody(body, request);
    if (parsed instanceof Response) return parsed;
    const email = parsed.email.toLowerCase();
    if (subscribers.find(email)) return HttpResponse.json({ email, subscribed: false });
    subscribers.insert({ id: email, subscribedAt: new Date().toISOString() });
    return HttpResponse.json({ email, subscribed: true }, { status: 201 });
  }),
];
