import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-client';
import { useFormMessage } from '@/lib/form-messages';
import { useSaveRole } from '../api/change-roles';
import { roleFormSchema, toRoleInput, toRuleIds, type RoleFormValues } from '../form-schema';
import type { Role, RoleRule } from '../types';
import { RoleMatrix } from './role-matrix';

/** What the editor opens on: a saved role, or the start of a new one (empty, or a duplicate's copy). */
export type RoleDraft = { id?: number; name: string; rules: readonly RoleRule[]; locked?: boolean };

export interface RoleEditorProps {
  draft: RoleDraft | null;
  onOpenChange: (open: boolean) => void;
  /** The other roles' names (a name must be new). */
  takenNames: readonly string[];
  onSaved: (role: Role) => void;
}

/** A role's name and its rules matrix; checked before sending, the server's refusals shown in place. */
export function RoleEditor({ draft, onOpenChange, takenNames, onSaved }: RoleEditorProps) {
  const { t } = useTranslation('roles');
  const text = useFormMessage();
  const save = useSaveRole();
  const matrixError = useId();
  const locked = Boolean(draft?.locked);
  const schema = useMemo(() => roleFormSchema(takenNames, locked), [takenNames, locked]);
  const form = useForm<RoleFormValues>({ resolver: zodResolver(schema), defaultValues: { name: '', rules: [] } });

  useEffect(() => {
    if (draft) {
      form.reset({ name: draft.name, rules: toRuleIds(draft.rules) });
      save.reset();
    }
    // A fresh form each time the editor opens on a draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: draft?.id, ...toRoleInput(values) },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const byField = apiFieldErrors(error);
          // The server's refusals are the ones checked here too: shown in the person's language.
          if (byField.name) form.setError('name', { type: 'server', message: 'roles:editor.errors.nameTaken' });
          if (byField.rules) form.setError('rules', { type: 'server', message: 'roles:editor.errors.lockedOut' });
        },
      },
    ),
  );
  const { errors } = form.formState;
  const nameError = text(errors.name?.message);
  const rulesError = text(errors.rules?.message);
  const serverOnly = save.isError && !errors.name && !errors.rules;

  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !save.isPending && onOpenChange(open)}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{draft?.id ? t('editor.editTitle', { name: draft.name }) : t('editor.addTitle')}</DialogTitle>
          <DialogDescription>{t('editor.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="flex flex-col gap-4">
            {serverOnly && (
              <p role="alert" className="rounded-md bg-error/14 p-3 text-sm text-error-text">
                {apiErrorMessage(save.error) ?? t('editor.failed')}
              </p>
            )}
            <FormField label={t('editor.name')} error={nameError} required>
              {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
            </FormField>
            {locked && <p className="text-sm text-muted-foreground">{t('editor.lockedNote')}</p>}
            <Controller
              control={form.control}
              name="rules"
              render={({ field }) => (
                <RoleMatrix
                  value={field.value}
                  onChange={field.onChange}
                  describedBy={rulesError ? matrixError : undefined}
                  invalid={Boolean(rulesError)}
                />
              )}
            />
            <FieldError id={matrixError}>{rulesError}</FieldError>
          </DialogBody>
          <DialogFooter>
            <Button
              type="button"
              variant="tonal"
              color="secondary"
              onClick={() => onOpenChange(false)}
              disabled={save.isPending}
            >
              {t('editor.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('editor.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
