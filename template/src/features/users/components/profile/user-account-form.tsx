import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { SectionCard } from '@/components/cards/section-card';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-client';
import { useFormMessage } from '@/lib/form-messages';
import { useUpdateUser } from '../../api/update-user';
import type { UserDetails } from '../../types';
import { UserAccountFields } from '../user-account-fields';
import { accountFormSchema, accountValues, toAccountPatch, type AccountFormValues } from '../../form-schema';

export interface UserAccountFormProps {
  details: UserDetails;
  /** Suggestions for the company and role fields. */
  companies?: readonly string[];
  roles?: readonly string[];
}

/** The Settings tab's "Account" card: every account and contact field, saved with PATCH user/:id. */
export function UserAccountForm({ details, companies, roles }: UserAccountFormProps) {
  const { t } = useTranslation('users');
  const text = useFormMessage();
  const update = useUpdateUser(details.user.id);
  const form = useForm<AccountFormValues>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: accountValues(details),
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutate(toAccountPatch(values), {
      onSuccess: (saved) => {
        form.reset(accountValues(saved));
        toast.success(t('settings.saved', { name: saved.user.name }));
      },
      onError: (error) => {
        const byField = Object.entries(apiFieldErrors(error));
        for (const [field, [message]] of byField) {
          if (!message || !(field in accountFormSchema.shape)) continue;
          const known = field === 'email' && /in use/i.test(message) ? 'users:form.errors.emailTaken' : message;
          form.setError(field as Path<AccountFormValues>, { type: 'server', message: known }, { shouldFocus: true });
        }
        if (byField.length === 0) toast.error(apiErrorMessage(error) ?? t('settings.failed'));
      },
    }),
  );

  return (
    <SectionCard title={t('settings.account')} description={t('settings.accountHint')}>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t('settings.account')}
        className="flex flex-col gap-4"
      >
        <UserAccountFields form={form} companies={companies} roles={roles} twoColumns />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('form.phone')} error={text(errors.phone?.message)}>
            {(control) => <Input {...control} type="tel" dir="ltr" autoComplete="off" {...form.register('phone')} />}
          </FormField>
          <FormField label={t('form.location')} error={text(errors.location?.message)}>
            {(control) => <Input {...control} autoComplete="off" {...form.register('location')} />}
          </FormField>
          <FormField
            label={t('form.languages')}
            description={t('form.languagesHint')}
            error={text(errors.languages?.message)}
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} autoComplete="off" {...form.register('languages')} />}
          </FormField>
          <FormField label={t('form.bio')} error={text(errors.bio?.message)} className="sm:col-span-2">
            {(control) => <Textarea {...control} rows={4} {...form.register('bio')} />}
          </FormField>
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
          <Button
            type="button"
            variant="tonal"
            color="secondary"
            disabled={!isDirty || update.isPending}
            onClick={() => form.reset()}
          >
            {t('settings.discard')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('settings.save')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
