import type { ComponentProps, ReactNode } from 'react';
import { get, useFormContext, type FieldPath } from 'react-hook-form';
import { FormField } from '@/components/ui/field';
import { registerWithValue } from '@/components/ui/form';
import { Input, Textarea } from '@/components/ui/input';
import type { InvoiceFormValues } from '../form-schema';
import { useFormMessage } from './use-form-message';

type Common = {
  /** The form value this field edits, e.g. "to.name" or "products.2.price". */
  name: FieldPath<InvoiceFormValues>;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
};

export type InvoiceFieldProps = Common &
  (
    | ({ multiline?: false } & Omit<ComponentProps<'input'>, 'name' | 'className'>)
    | ({ multiline: true } & Omit<ComponentProps<'textarea'>, 'name' | 'className'>)
  );

/**
 * One labelled input of the invoice form, registered with the form and showing its message. Text
 * runs in its own direction (`dir="auto"`): a Latin address stays readable in the Arabic interface.
 */
export function InvoiceField({ name, label, description, className, ...props }: InvoiceFieldProps) {
  const form = useFormContext<InvoiceFormValues>();
  const { formState } = form;
  const message = useFormMessage();
  const error = message(get<unknown, { message?: string } | undefined>(formState.errors, name)?.message);
  return (
    <FormField label={label} error={error} description={description} className={className}>
      {(control) =>
        props.multiline ? (
          <Textarea dir="auto" {...withoutMultiline(props)} {...registerWithValue(form, name)} {...control} />
        ) : (
          <Input dir="auto" {...withoutMultiline(props)} {...registerWithValue(form, name)} {...control} />
        )
      }
    </FormField>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>({ multiline: _multiline, ...rest }: T) {
  return rest;
}
