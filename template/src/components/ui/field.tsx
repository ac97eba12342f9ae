import { useId, type ComponentProps, type ReactNode } from 'react';
import { CircleExclamationPoint } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Label } from './label';

/** Vertical stack of label, control, help and error. */
export function Field({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('group flex flex-col gap-1.5', className)} {...props} />;
}

export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="field-description" className={cn('text-xs text-muted-foreground', className)} {...props} />;
}

/** The validation message; renders nothing when there is no message. */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p
      data-slot="field-error"
      role="alert"
      className={cn('flex items-center gap-1 text-xs font-medium text-error-text', className)}
      {...props}
    >
      <CircleExclamationPoint className="size-3.5 shrink-0" aria-hidden />
      {children}
    </p>
  );
}

export interface FieldCounterProps extends ComponentProps<'p'> {
  /** Characters typed so far. */
  count: number;
  /** The most allowed; the counter turns red beyond it. */
  max?: number;
}

/** "12 / 80" under a text field; read by screen readers with the field (it is in its description). */
export function FieldCounter({ count, max, className, ...props }: FieldCounterProps) {
  const over = max !== undefined && count > max;
  return (
    <p
      data-slot="field-counter"
      data-over={over || undefined}
      className={cn('ms-auto shrink-0 text-xs text-muted-foreground tabular-nums data-over:text-error-text', className)}
      {...props}
    >
      {max === undefined ? count : `${count} / ${max}`}
    </p>
  );
}

/** The attributes a control needs so its label, help, counter and error reach screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  /** Set in `group` mode, where the label names a group (radios, checkboxes, OTP boxes). */
  'aria-labelledby'?: string;
  'aria-required'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Validation message; marks the control invalid and describes it. */
  error?: string;
  description?: ReactNode;
  /** Shows a character counter under the control ("12 / 80"). */
  counter?: { count: number; max?: number };
  /** Marks the label with an asterisk and the control with aria-required. @default false */
  required?: boolean;
  /**
   * `control`: the label is a `<label for>` of one input. `group`: the label names a group of
   * controls (radio group, checkbox list, OTP boxes) through aria-labelledby.
   * @default 'control'
   */
  kind?: 'control' | 'group';
  className?: string;
  /** Receives the ids to spread on the control so label, help and error are wired for screen readers. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + description + counter + error, with the accessibility wiring done once. */
export function FormField({
  label,
  error,
  description,
  counter,
  required = false,
  kind = 'control',
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descId = description ? `${id}-desc` : undefined;
  const countId = counter ? `${id}-count` : undefined;
  const errId = error ? `${id}-err` : undefined;
  const describedBy = [descId, countId, errId].filter(Boolean).join(' ') || undefined;
  const mark = required ? (
    <span aria-hidden className="text-error-text">
      *
    </span>
  ) : null;
  return (
    <Field className={className} data-invalid={error ? true : undefined}>
      {kind === 'group' ? (
        <Label as="span" id={labelId}>
          {label}
          {mark}
        </Label>
      ) : (
        <Label htmlFor={id} id={labelId}>
          {label}
          {mark}
        </Label>
      )}
      {children({
        id,
        ...(kind === 'group' ? { 'aria-labelledby': labelId } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {(description || counter) && (
        <div className="flex items-start gap-3">
          {description && <FieldDescription id={descId}>{description}</FieldDescription>}
          {counter && <FieldCounter id={countId} count={counter.count} max={counter.max} />}
        </div>
      )}
      <FieldError id={errId}>{error}</FieldError>
    </Field>
  );
}
