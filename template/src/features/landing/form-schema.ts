/**
 * The newsletter form's schema. Its messages are form-rule keys (lib/form-rules), translated when
 * shown, so this form says exactly what every other form says for the same mistake.
 */
import { z } from 'zod/mini';
import { email, required, type Rule, type RuleMessageKey } from '@/lib/form-rules';

/** A zod check that fails with the rule's message key; `abort` stops at the first failing rule. */
const rule = (check: Rule, key: RuleMessageKey) =>
  z.refine<string>((value) => !check(value), { error: key, abort: true });

export const newsletterSchema = z.object({
  email: z.string().check(rule(required, 'required'), rule(email, 'email')),
  // Consent has its own wording on screen ("Please agree…"): "This field is required" says too little.
  consent: z.boolean().check(z.refine((value) => value, { error: 'consent' })),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;
