import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Shared by text inputs, textareas and native selects. */
export const fieldControlClasses = cn(
  'w-full min-w-0 rounded-[calc(var(--radius)*0.8)] border border-input bg-transparent px-3.5 text-sm text-foreground',
  'transition-[border-color,box-shadow] duration-150 outline-none placeholder:text-muted-foreground',
  'hover:border-foreground/40 focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-primary/20 focus-visible:outline-none',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-error aria-invalid:focus-visible:ring-error/20',
);

/** Text input; pair with Label and FieldError (aria-invalid turns it red). */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        fieldControlClasses,
        'h-10 file:me-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(fieldControlClasses, 'min-h-24 py-2.5', className)} {...props} />;
}

/** A native select styled like the inputs: the best keyboard and mobile behaviour for short lists. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(fieldControlClasses, 'h-10 cursor-pointer appearance-auto pe-2', className)}
      {...props}
    />
  );
}
