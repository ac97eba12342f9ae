import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { toast } from '@/components/ui/toast';
import { useFormMessage } from '@/lib/form-messages';
import { useChangePassword } from '../api/security';
import { passwordFormSchema, type PasswordFormValues } from '../form-schema';
import { applyServerErrors } from './server-errors';

const empty: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one (checked by the server) and a new one meeting the strength rule. */
export function PasswordCard() {
  const { t } = useTranslation('account');
  const text = useFormMessage();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordFormValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: empty });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword: next }) => {
    setFailure(null);
    change.mutate(
      { currentPassword, newPassword: next },
      {
        onSuccess: () => {
          form.reset(empty);
          toast.success(t('password.changed'));
        },
        onError: (e) => setFailure(applyServerErrors(form, e, ['currentPassword', 'newPassword'], t('saveFailed'))),
      },
    );
  });

  const field = (name: keyof PasswordFormValues, autoComplete: string, description?: ReactNode) => (
    <FormField label={t(`password.${name}`)} error={text(errors[name]?.message)} description={description} required>
      {(control) => <Input {...control} type="password" autoComplete={autoComplete} {...form.register(name)} />}
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('password.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={(e) => void submit(e)}
          className="flex flex-col gap-4"
          aria-label={t('password.title')}
        >
          {failure && (
            <Alert color="error" role="alert">
              {failure}
            </Alert>
          )}
          <div className="grid gap-4 md:grid-cols-2">
            {field('currentPassword', 'current-password')}
            <div className="hidden md:block" />
            {field('newPassword', 'new-password', <PasswordChecklist value={newPassword} />)}
            {field('confirmPassword', 'new-password')}
          </div>
          <Button type="submit" className="self-start" loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
