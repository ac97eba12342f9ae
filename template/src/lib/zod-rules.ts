/**
 * The form rules as zod (mini) checks, for react-hook-form + zodResolver. A failing check's message
 * is the rule's key (`required`, `maxLength:80`...), and `useRuleError()` turns it into the rule's
 * text in the current language, so schemas stay free of copy and every form says the same thing.
 */
import { useCallback } from 'react';
import { z } from 'zod/mini';
import { useRuleMessage, type RuleMessageKey } from './form-rules';

const ruleKeys: readonly RuleMessageKey[] = [
  'required',
  'email',
  'numeric',
  'integer',
  'maxLength',
  'minLength',
  'format',
];

/** A required text of at most `max` characters (trimmed). */
export const requiredText = (max = 120) =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, `maxLength:${max}`));

/** An optional text of at most `max` characters (trimmed). */
export const optionalText = (max = 500) => z.string().check(z.trim(), z.maxLength(max, `maxLength:${max}`));

/** A required e-mail address. */
export const requiredEmail = () =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'email'));

/** A required non-negative number typed as text ("12", "12.5"). */
export const requiredNumber = () =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(/^\d+(\.\d{1,2})?$/, 'numeric'));

/** A required whole number typed as text. */
export const requiredInteger = () =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(/^\d+$/, 'integer'));

/** Translates a schema message (a rule key, optionally `key:count`); other messages pass through. */
export function useRuleError(): (message: string | undefined) => string | undefined {
  const ruleMessage = useRuleMessage();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const [key, count] = message.split(':') as [RuleMessageKey, string | undefined];
      if (!ruleKeys.includes(key)) return message;
      return ruleMessage(count === undefined ? { key } : { key, values: { count: Number(count) } });
    },
    [ruleMessage],
  );
}
