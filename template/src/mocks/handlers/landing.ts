/**
 * The landing page's newsletter sign-up (public: visitors are not signed in).
 *   POST /newsletter { email } -> { email, subscribed } (subscribed false when already on the list)
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { collection } from '../db';
import { api, parseBody } from '../http';

export const subscribers = collection<{ id: string; subscribedAt: string }>('newsletter', () => []);

const body = z.object({
  email: z.pipe(
    z
      .string({ error: 'This field is required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'This field is required', abort: true }),
        z.maxLength(254, { error: 'You must enter a maximum of 254 characters', abort: true }),
      ),
    z.email({ error: 'Please enter a valid email' }),
  ),
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
