import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export interface SeparatorProps extends ComponentProps<'div'> {
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** Purely visual (no role) when true. @default true */
  decorative?: boolean;
}

export function Separator({ className, orientation = 'horizontal', decorative = true, ...props }: SeparatorProps) {
  return (
    <div
      data-slot="separator"
      data-orientation={orientation}
      role={decorative ? 'none' : 'separator'}
      aria-orientation={decorative ? undefined : orientation}
      className={cn(
        'shrink-0 bg-border',
        orientation === 'horizontal' ? 'h-px w-full' : 'h-full w-px self-stretch',
        className,
      )}
      {...props}
    />
  );
}
