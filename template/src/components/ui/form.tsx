import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useRuleMessage } from '@/lib/form-rules';
import { FormField, type FieldControlProps, type FormFieldProps } from './field';

export interface ControlledFieldProps<T extends FieldValues, N extends FieldPath<T>> extends Omit<
  FormFieldProps,
  'error' | 'counter' | 'children'
> {
  control: Control<T>;
  name: N;
  /** Shows a "12 / 80" counter of the value's length against this maximum. */
  maxLength?: number;
  /** The control, given react-hook-form's value and handlers plus the ids that wire it to the label. */
  children: (field: ControllerRenderProps<T, N>, control: FieldControlProps) => ReactNode;
}

/**
 * A react-hook-form field: label, description, counter and error around one control, wired by ids
 * (aria-describedby, aria-invalid). Errors that are rule tokens (from `ruleCheck` in a zod schema)
 * show in the current language; react-hook-form focuses the first invalid control through `field.ref`.
 *
 *   <ControlledField control={control} name="email" label={t('email')} required>
 *     {(field, aria) => <Input {...field} {...aria} />}
 *   </ControlledField>
 */
export function ControlledField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  maxLength,
  children,
  ...props
}: ControlledFieldProps<T, N>) {
  const { field, fieldState } = useController({ control, name });
  const ruleMessage = useRuleMessage();
  const value: unknown = field.value;
  const counter =
    maxLength === undefined ? undefined : { count: typeof value === 'string' ? value.length : 0, max: maxLength };
  return (
    <FormField {...props} error={ruleMessage.text(fieldState.error?.message)} counter={counter}>
      {(aria) => children(field, aria)}
    </FormField>
  );
}

/**
 * `form.register(name)` plus the field's value as the control's default. register() alone gives an
 * input its value through the ref, once the app runs: markup rendered at build time (a page built
 * with its answers, config/paths.ts `answersInPage`) would show the field empty until then.
 */
export function registerWithValue<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'getValues'>,
  name: FieldPath<T>,
) {
  const value: unknown = form.getValues(name);
  return {
    ...form.register(name),
    defaultValue: typeof value === 'string' || typeof value === 'number' ? value : undefined,
  };
}
