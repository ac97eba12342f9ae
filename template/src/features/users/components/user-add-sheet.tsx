import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormSheet } from '@/components/ui/form-sheet';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-client';
import { useAddUser } from '../api/add-user';
import type { User } from '../types';
import { UserAccountFields } from './user-account-fields';
import { emptyUserForm, toUserInput, userFormSchema, type UserFormValues } from '../form-schema';

export interface UserAddSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user the server created (with their id). */
  onAdded: (user: User) => void;
  /** Suggestions for the company and role fields. */
  companies?: readonly string[];
  roles?: readonly string[];
}

const fields = Object.keys(emptyUserForm) as (keyof UserFormValues)[];

/** "Add user" drawer: checked before sending; the server's own field messages show under the fields. */
export function UserAddSheet({ open, onOpenChange, onAdded, companies, roles }: UserAddSheetProps) {
  const { t } = useTranslation('users');
  const add = useAddUser();
  const form = useForm<UserFormValues>({ resolver: zodResolver(userFormSchema), defaultValues: emptyUserForm });

  useEffect(() => {
    if (open) {
      form.reset(emptyUserForm);
      add.reset();
    }
    // A fresh form each time the drawer opens, not on every render of the mutation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = form.handleSubmit((values) =>
    add.mutate(toUserInput(values), {
      onSuccess: onAdded,
      onError: (error) => {
        const byField = apiFieldErrors(error);
        for (const field of fields) {
          const message = byField[field]?.[0];
          if (!message) continue;
          const known = field === 'email' && /in use/i.test(message) ? 'users:form.errors.emailTaken' : message;
          form.setError(field, { type: 'server', message: known }, { shouldFocus: true });
        }
      },
    }),
  );
  const fieldErrorsFromServer = fields.some((f) => form.formState.errors[f]?.type === 'server');

  return (
    <FormSheet
      open={open}
      onClose={() => onOpenChange(false)}
      busy={add.isPending}
      title={t('add.title')}
      description={t('add.description')}
      showDescription
      formLabel={t('add.title')}
      onSubmit={(e) => void submit(e)}
      alert={add.isError && !fieldErrorsFromServer ? (apiErrorMessage(add.error) ?? t('add.failed')) : null}
      footerClassName="justify-end"
      footer={
        <>
          <Button
            type="button"
            variant="tonal"
            color="secondary"
            onClick={() => onOpenChange(false)}
            disabled={add.isPending}
          >
            {t('add.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('add.submit')}
          </Button>
        </>
      }
    >
      <UserAccountFields form={form} companies={companies} roles={roles} />
    </FormSheet>
  );
}
