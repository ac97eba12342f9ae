import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-client';

/**
 * Puts the server's field messages (a 400's `errors`) under the form's fields, focusing the first;
 * answers the message for the whole form when no field was named (a 403, a network failure).
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly Path<T>[],
  fallback: string,
): string | null {
  const byField = apiFieldErrors(error);
  let named = false;
  for (const field of fields) {
    const message = byField[field]?.[0];
    if (!message) continue;
    form.setError(field, { type: 'server', message }, { shouldFocus: !named });
    named = true;
  }
  return named ? null : (apiErrorMessage(error) ?? fallback);
}
