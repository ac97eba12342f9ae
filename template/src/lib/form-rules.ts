/**
 * Form rules shared by every form. Each rule returns null when the value passes, or a message key with its
 * values; `useRuleMessage` turns that into text in the current language (namespace `auth`,
 * section `rules`). Compose with `firstError(value, [required, email])`, or inside a zod schema for
 * react-hook-form with `ruleCheck(required, email)` from `lib/form-schema`.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type RuleMessageKey = 'required' | 'email' | 'numeric' | 'integer' | 'maxLength' | 'minLength' | 'format';

export interface RuleMessage {
  key: RuleMessageKey;
  values?: { count: number };
}

export type Rule = (value: unknown) => RuleMessage | null;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'string' && value.trim() === '');

/** Empty values pass every rule but `required`, so optional fields can still be checked when filled. */
const whenFilled =
  (check: (value: string) => boolean, message: RuleMessage): Rule =>
  (value) =>
    isEmpty(value) || check(text(value)) ? null : message;

export const required: Rule = (value) => (isEmpty(value) || value === false ? { key: 'required' } : null);

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const email: Rule = whenFilled((v) => emailPattern.test(v.trim()), { key: 'email' });

export const numeric: Rule = whenFilled((v) => /^\d+$/.test(v), { key: 'numeric' });

export const integer: Rule = whenFilled((v) => /^-?\d+$/.test(v), { key: 'integer' });

export const maxLength = (count: number): Rule =>
  whenFilled((v) => v.length <= count, { key: 'maxLength', values: { count } });

export const minLength = (count: number): Rule =>
  whenFilled((v) => v.length >= count, { key: 'minLength', values: { count } });

export const pattern = (regex: RegExp): Rule => whenFilled((v) => regex.test(v), { key: 'format' });

/** The first failing rule's message, or null when all pass. */
export function firstError(value: unknown, rules: readonly Rule[]): RuleMessage | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

const ruleKeys: readonly RuleMessageKey[] = [
  'required',
  'email',
  'numeric',
  'integer',
  'maxLength',
  'minLength',
  'format',
];

/**
 * A rule message as a plain string (`required`, `maxLength:20`), the form a zod issue message can
 * carry. Schemas stay free of any language: the text is chosen when the error is shown, so it
 * follows a language switch.
 */
export function ruleToken(message: RuleMessage): string {
  return message.values ? `${message.key}:${message.values.count}` : message.key;
}

/** The rule message a token stands for, or null for any other text (a custom message). */
export function parseRuleToken(token: string): RuleMessage | null {
  const [key, count] = token.split(':');
  if (!ruleKeys.includes(key as RuleMessageKey)) return null;
  const values = count !== undefined && /^\d+$/.test(count) ? { count: Number(count) } : undefined;
  return values ? { key: key as RuleMessageKey, values } : { key: key as RuleMessageKey };
}

export interface RuleMessageTranslator {
  (message: RuleMessage): string;
  /** Text for an error message that may be a rule token; other messages are shown as they are. */
  text: (message: string | undefined) => string | undefined;
}

/** Translates a rule message in the current language. */
export function useRuleMessage(): RuleMessageTranslator {
  const { t } = useTranslation('auth');
  return useMemo(
    () =>
      Object.assign((message: RuleMessage) => t(`rules.${message.key}`, message.values ?? {}), {
        text: (message: string | undefined) => {
          if (!message) return undefined;
          const rule = parseRuleToken(message);
          return rule ? t(`rules.${rule.key}`, rule.values ?? {}) : message;
        },
      }),
    [t],
  );
}
