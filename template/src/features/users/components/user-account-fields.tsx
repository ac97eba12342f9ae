import { useId } from 'react';
import { Controller, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useFormMessage } from '@/lib/form-messages';
import { userStatuses } from '../types';
import { UserAvatarPicker } from './user-avatar-picker';
import type { UserFormValues } from '../form-schema';

export interface UserAccountFieldsProps<T extends FieldValues & UserFormValues> {
  /** A form over the account fields (the add form, or the settings form that extends them). */
  form: UseFormReturn<T>;
  /** Suggestions for the company field (the companies already in the directory). @default [] */
  companies?: readonly string[];
  /** Suggestions for the role field. @default [] */
  roles?: readonly string[];
  /** Lays the text fields out in two columns from the `sm` breakpoint. @default false */
  twoColumns?: boolean;
}

/** Name, e-mail, company, role, status and picture: what every user has. */
export function UserAccountFields<T extends FieldValues & UserFormValues>({
  form,
  companies = [],
  roles = [],
  twoColumns = false,
}: UserAccountFieldsProps<T>) {
  const { t } = useTranslation('users');
  const text = useFormMessage();
  const listId = useId();
  // The account fields are part of any T, so their names are paths of T.
  const path = (field: keyof UserFormValues) => field as Path<T>;
  const name = String(useWatch({ control: form.control, name: path('name') }) ?? '');
  const { errors } = form.formState;
  const message = (field: keyof UserFormValues) => {
    const error = errors[field]?.message;
    return text(typeof error === 'string' ? error : undefined);
  };
  const textField = (field: keyof UserFormValues, options: { type?: string; suggestions?: readonly string[] } = {}) => (
    <FormField label={t(`form.${field}`)} error={message(field)} required>
      {(control) => (
        <>
          <Input
            {...control}
            type={options.type ?? 'text'}
            autoComplete="off"
            list={options.suggestions?.length ? `${listId}-${field}` : undefined}
            {...form.register(path(field))}
          />
          {options.suggestions && options.suggestions.length > 0 && (
            <datalist id={`${listId}-${field}`}>
              {options.suggestions.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          )}
        </>
      )}
    </FormField>
  );
  return (
    <div className={twoColumns ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
      {textField('name')}
      {textField('email', { type: 'email' })}
      {textField('company', { suggestions: companies })}
      {textField('role', { suggestions: roles })}
      <Controller
        control={form.control}
        name={path('status')}
        render={({ field }) => (
          <FormField label={t('form.status')} kind="group">
            {(aria) => (
              <RadioGroup
                {...aria}
                value={String(field.value)}
                onValueChange={field.onChange}
                orientation="horizontal"
                className="flex gap-6"
              >
                {userStatuses.map((status) => (
                  <div key={status} className="flex items-center gap-2">
                    <RadioGroupItem
                      id={`${listId}-status-${status}`}
                      value={status}
                      tone={status === 'active' ? 'success' : 'error'}
                    />
                    <Label htmlFor={`${listId}-status-${status}`} className="font-normal">
                      {t(`status.${status}`)}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            )}
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name={path('avatar')}
        render={({ field }) => (
          <FormField label={t('form.avatar')} kind="group" className={twoColumns ? 'sm:col-span-2' : undefined}>
            {(aria) => (
              <UserAvatarPicker {...aria} value={String(field.value ?? '')} onChange={field.onChange} name={name} />
            )}
          </FormField>
        )}
      />
    </div>
  );
}
