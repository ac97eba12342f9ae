import { useEffect, useRef, type ComponentProps, type Ref } from 'react';
import { Check, Minus } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Shows a dash (e.g. "some rows selected"). @default false */
  indeterminate?: boolean;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** A native checkbox (forms and keyboard for free) drawn in the theme's colours. */
export function Checkbox({ className, indeterminate = false, ref, ...props }: CheckboxProps) {
  const inner = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <span
      data-slot="checkbox"
      className={cn('relative inline-grid size-[1.125rem] shrink-0 place-items-center', className)}
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
          'transition-colors duration-150 hover:border-primary/70 checked:border-primary checked:bg-primary',
          'indeterminate:border-primary indeterminate:bg-primary disabled:cursor-not-allowed disabled:opacity-50',
          'aria-invalid:border-error',
        )}
        {...props}
      />
      <Check
        aria-hidden
        strokeWidth={3}
        className="pointer-events-none col-start-1 row-start-1 size-3 text-primary-foreground opacity-0 peer-checked:opacity-100 peer-indeterminate:opacity-0"
      />
      <Minus
        aria-hidden
        strokeWidth={3}
        className="pointer-events-none col-start-1 row-start-1 size-3 text-primary-foreground opacity-0 peer-indeterminate:opacity-100"
      />
    </span>
  );
}
