import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
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
    <Sheet open={open} onOpenChange={(next) => !add.isPending && onOpenChange(next)}>
      <SheetContent className="w-[min(100%-2rem,28rem)]">
        <SheetHeader>
          <SheetTitle className="text-lg font-semibold">{t('add.title')}</SheetTitle>
          <SheetDescription className="text-sm text-muted-foreground">{t('add.description')}</SheetDescription>
        </SheetHeader>
        <form
          noValidate
          onSubmit={(e) => void submit(e)}
          className="flex min-h-0 flex-1 flex-col"
          aria-label={t('add.title')}
        >
          <SheetBody className="flex flex-col gap-4">
            {add.isError && !fieldErrorsFromServer && (
              <p role="alert" className="rounded-md bg-error/14 p-3 text-sm text-error-text">
                {apiErrorMessage(add.error) ?? t('add.failed')}
              </p>
            )}
            <UserAccountFields form={form} companies={companies} roles={roles} />
          </SheetBody>
          <SheetFooter className="justify-end">
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
          </SheetFooter>
        </form>
      </SheetContent>
    </Sheet>
  );
}
