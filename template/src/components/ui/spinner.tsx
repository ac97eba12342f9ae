import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export interface SpinnerProps extends ComponentProps<'svg'> {
  /** Accessible name; without it the spinner is decorative (aria-hidden). */
  label?: string;
}

/** An indeterminate loading ring that inherits the current text colour. */
export function Spinner({ className, label, ...props }: SpinnerProps) {
  return (
    <svg
      data-slot="spinner"
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-5 animate-spin', className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
