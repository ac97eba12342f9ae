/**
 * Form rules (spec §5). Each rule returns null when the value passes, or a message key with its
 * values; `useRuleMessage` turns that into text in the current language (namespace `auth`,
 * section `rules`). Compose with `firstError(value, [required, email])`.
 */
import { useCallback } from 'react';
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

/** Translates a rule message in the current language. */
export function useRuleMessage(): (message: RuleMessage) => string {
  const { t } = useTranslation('auth');
  return useCallback((message: RuleMessage) => t(`rules.${message.key}`, message.values ?? {}), [t]);
}
