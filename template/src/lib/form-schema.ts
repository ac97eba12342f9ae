/**
 * The default form rules inside zod schemas, for react-hook-form through `zodResolver`. Kept apart
 * from `form-rules` so screens that only use the rules (the sign-in form) do not load zod.
 */
import { z } from 'zod/mini';
import { firstError, ruleToken, type Rule } from './form-rules';

/**
 * A zod check that runs the rules in order and reports the first failure as a rule token:
 * `z.string().check(ruleCheck(required, maxLength(20)))`. Use it with `zodResolver` and show the
 * error through `useRuleMessage().text` (the react-hook-form field in components/ui does).
 */
export function ruleCheck<T>(...rules: readonly Rule[]) {
  return z.superRefine<T>((value, ctx) => {
    const message = firstError(value, rules);
    if (message) ctx.addIssue({ code: 'custom', message: ruleToken(message), input: value });
  });
}
