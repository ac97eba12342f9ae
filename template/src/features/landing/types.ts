/** The newsletter sign-up's shapes, shared by the landing page and the demo backend. */
import { z } from 'zod/mini';

/** POST /newsletter (public), as the server checks it. */
export const newsletterBodySchema = z.object({
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

/** 201 for a new address; 200 with `subscribed: false` when it was already on the list. */
export const newsletterAnswerSchema = z.object({ email: z.string(), subscribed: z.boolean() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;
