import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export interface ButtonGroupProps extends ComponentProps<'div'> {
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * Joins related buttons into one control (give it an aria-label). Only the outer corners stay
 * rounded and the buttons share their borders; the order mirrors right to left.
 */
export function ButtonGroup({ className, orientation = 'horizontal', ...props }: ButtonGroupProps) {
  return (
    <div
      role="group"
      data-slot="button-group"
      data-orientation={orientation}
      className={cn(
        'inline-flex w-fit isolate [&>*]:shadow-none [&>*:focus-visible]:z-10',
        orientation === 'horizontal'
          ? '[&>*:not(:first-child)]:rounded-s-none [&>*:not(:last-child)]:rounded-e-none [&>[data-variant=outline]:not(:first-child)]:-ms-px'
          : 'flex-col [&>*:not(:first-child)]:rounded-t-none [&>*:not(:last-child)]:rounded-b-none [&>[data-variant=outline]:not(:first-child)]:-mt-px',
        className,
      )}
      {...props}
    />
  );
}
