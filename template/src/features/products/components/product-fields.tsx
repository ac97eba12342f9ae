import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { registerWithValue } from '@/components/ui/form';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { useRuleError } from '@/lib/zod-rules';

interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  className?: string;
}

/** A registered text input with its label and translated rule message. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  className,
  inputMode,
}: FieldProps<T> & { inputMode?: 'decimal' | 'numeric' | 'text' }) {
  const ruleError = useRuleError();
  const message = form.formState.errors[name]?.message;
  return (
    <FormField label={label} error={ruleError(typeof message === 'string' ? message : undefined)} className={className}>
      {(control) => <Input {...control} inputMode={inputMode} {...registerWithValue(form, name)} />}
    </FormField>
  );
}

export function TextAreaField<T extends FieldValues>({ form, name, label, className }: FieldProps<T>) {
  const ruleError = useRuleError();
  const message = form.formState.errors[name]?.message;
  return (
    <FormField label={label} error={ruleError(typeof message === 'string' ? message : undefined)} className={className}>
      {(control) => <Textarea {...control} rows={3} {...registerWithValue(form, name)} />}
    </FormField>
  );
}

/** A native select of fixed values; `ns.prefix` translates each value (e.g. categories.Furniture). */
export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  className,
  options,
  optionLabel,
}: FieldProps<T> & { options: readonly string[]; optionLabel?: (value: string) => string }) {
  const ruleError = useRuleError();
  const message = form.formState.errors[name]?.message;
  return (
    <FormField label={label} error={ruleError(typeof message === 'string' ? message : undefined)} className={className}>
      {(control) => (
        <NativeSelect {...control} {...registerWithValue(form, name)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel ? optionLabel(option) : option}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** The product form's field labels, shared by the add stepper and the edit cards. */
export function useProductFieldLabels() {
  const { t } = useTranslation('products');
  return (field: string) => t(`fields.${field}`);
}
