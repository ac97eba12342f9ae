import { useEffect, useRef, type ComponentProps, type Ref } from 'react';
import { Check, Minus } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Tone } from './tone';

export type ControlSize = 'sm' | 'md' | 'lg';

// Literal class strings so Tailwind's scanner sees every one.
const checkedTones: Record<Tone, string> = {
  primary:
    'hover:border-primary/70 checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary',
  secondary:
    'hover:border-secondary/70 checked:border-secondary checked:bg-secondary indeterminate:border-secondary indeterminate:bg-secondary',
  success:
    'hover:border-success/70 checked:border-success checked:bg-success indeterminate:border-success indeterminate:bg-success',
  info: 'hover:border-info/70 checked:border-info checked:bg-info indeterminate:border-info indeterminate:bg-info',
  warning:
    'hover:border-warning/70 checked:border-warning checked:bg-warning indeterminate:border-warning indeterminate:bg-warning',
  error:
    'hover:border-error/70 checked:border-error checked:bg-error indeterminate:border-error indeterminate:bg-error',
};
const markTones: Record<Tone, string> = {
  primary: 'text-primary-foreground',
  secondary: 'text-secondary-foreground',
  success: 'text-success-foreground',
  info: 'text-info-foreground',
  warning: 'text-warning-foreground',
  error: 'text-error-foreground',
};
const boxSizes: Record<ControlSize, string> = { sm: 'size-4', md: 'size-[1.125rem]', lg: 'size-[1.375rem]' };
const markSizes: Record<ControlSize, string> = { sm: 'size-2.5', md: 'size-3', lg: 'size-3.5' };

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'size'> {
  /** Shows a dash (e.g. "some rows selected"). @default false */
  indeterminate?: boolean;
  /** Fill colour when checked. @default 'primary' */
  tone?: Tone;
  /** @default 'md' */
  size?: ControlSize;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** A native checkbox (forms and keyboard for free) drawn in the theme's colours. */
export function Checkbox({
  className,
  indeterminate = false,
  tone = 'primary',
  size = 'md',
  ref,
  ...props
}: CheckboxProps) {
  const inner = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <span
      data-slot="checkbox"
      className={cn('relative inline-grid shrink-0 place-items-center', boxSizes[size], className)}
    >
      <input
        type="checkbox"
        ref={(node) => {
          inner.current = node;
          assignRef(ref, node);
        }}
        data-state={indeterminate ? 'indeterminate' : undefined}
        className={cn(
          'peer col-start-1 row-start-1 size-full cursor-pointer appearance-none rounded-[0.3rem] border-2 border-input bg-transparent',
          'transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-50',
          'aria-invalid:border-error',
          checkedTones[tone],
        )}
        {...props}
      />
      <Check
        aria-hidden
        strokeWidth={3}
        className={cn(
          'pointer-events-none col-start-1 row-start-1 opacity-0 peer-checked:opacity-100 peer-indeterminate:opacity-0',
          markSizes[size],
          markTones[tone],
        )}
      />
      <Minus
        aria-hidden
        strokeWidth={3}
        className={cn(
          'pointer-events-none col-start-1 row-start-1 opacity-0 peer-indeterminate:opacity-100',
          markSizes[size],
          markTones[tone],
        )}
      />
    </span>
  );
}
