/**
 * Validation messages for zod schemas used with react-hook-form. A schema carries a message KEY
 * (`msg.required`, `msg.max(60)`, or a key of the form's own namespace such as
 * `restaurant:menu.form.errors.price`), and `useFormMessage` turns it into text in the current
 * language when the field shows it, so a language switch re-translates the visible errors.
 * The default rule texts live in the `auth` namespace, section `rules` (see form-rules.ts).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const separator = '|';

export const msg = {
  required: 'auth:rules.required',
  email: 'auth:rules.email',
  format: 'auth:rules.format',
  max: (count: number) => `auth:rules.maxLength${separator}${count}`,
  min: (count: number) => `auth:rules.minLength${separator}${count}`,
} as const;

/** Translates a message key from a schema (undefined stays undefined, for optional error props). */
export function useFormMessage(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (key: string | undefined) => {
      if (!key) return undefined;
      const [name = key, count] = key.split(separator);
      return count === undefined ? t(name) : t(name, { count: Number(count) });
    },
    [t],
  );
}
