import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A keyboard key glyph ("Ctrl", "K", "↵"). */
export function Kbd({ className, ...props }: ComponentProps<'kbd'>) {
  return (
    <kbd
      data-slot="kbd"
      className={cn(
        'inline-flex h-5.5 min-w-5.5 items-center justify-center gap-0.5 rounded-[0.3rem] border border-border bg-muted px-1.5',
        'font-sans text-[0.6875rem] leading-none font-medium text-muted-foreground shadow-[inset_0_-1px_0_var(--border)] [&_svg]:size-3',
        className,
      )}
      {...props}
    />
  );
}
