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

export interface FormFieldProps {
  label: ReactNode;
  /** Validation message; marks the control invalid and describes it. */
  error?: string;
  description?: ReactNode;
  className?: string;
  /** Receives the ids to spread on the control so label, help and error are wired for screen readers. */
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** Label + control + description + error, with the accessibility wiring done once. */
export function FormField({ label, error, description, className, children }: FormFieldProps) {
  const id = useId();
  const descId = description ? `${id}-desc` : undefined;
  const errId = error ? `${id}-err` : undefined;
  const describedBy = [descId, errId].filter(Boolean).join(' ') || undefined;
  return (
    <Field className={className} data-invalid={error ? true : undefined}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {description && <FieldDescription id={descId}>{description}</FieldDescription>}
      <FieldError id={errId}>{error}</FieldError>
    </Field>
  );
}
