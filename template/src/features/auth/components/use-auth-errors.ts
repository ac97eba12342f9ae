import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, apiFieldErrors, isApiError } from '@/lib/api-client';

/** The API's error messages, shown in the reader's language. */
const knownServerMessages: Record<string, string> = {
  'Invalid email or password': 'server.invalidCredentials',
  'Email already exist': 'server.emailTaken',
  'User name already taken!': 'server.usernameTaken',
  'This field is required': 'rules.required',
  'Please enter a valid email': 'rules.email',
  'You must enter a minimum of 6 characters': 'server.passwordTooShort',
  'The code is not right or has expired': 'twoFactor.wrong',
  'Enter the 6-digit code from your app': 'twoFactor.incomplete',
};

/** Turns a failed auth request into per-field messages and one form-level message. */
export function useAuthErrors() {
  const { t } = useTranslation('auth');
  const translate = useCallback(
    (message: string) => (knownServerMessages[message] ? t(knownServerMessages[message]) : message),
    [t],
  );

  return useCallback(
    (error: unknown): { fields: Record<string, string>; form?: string } => {
      if (!error) return { fields: {} };
      const fields: Record<string, string> = {};
      for (const [field, messages] of Object.entries(apiFieldErrors(error))) {
        if (messages[0]) fields[field] = translate(messages[0]);
      }
      if (Object.keys(fields).length) return { fields };
      if (!isApiError(error)) return { fields, form: t('errors.generic') };
      if (error.kind === 'network') return { fields, form: t('errors.network') };
      if (error.kind === 'timeout') return { fields, form: t('errors.timeout') };
      const message = apiErrorMessage(error);
      return { fields, form: message ? translate(message) : t('errors.generic') };
    },
    [t, translate],
  );
}
