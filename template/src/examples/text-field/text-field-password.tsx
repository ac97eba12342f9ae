/** A password field with a show/hide toggle (a toggle button with aria-pressed) and its rules as a hint. */
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/input-group';

export function TextFieldPassword() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="max-w-sm">
      <FormField label={t('text-field.newPassword')} description={t('text-field.passwordHint')}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" defaultValue="tessera2026" />}
      </FormField>
    </div>
  );
}
