import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Placeholder block with a soft pulse while content loads (aria-hidden: announce loading elsewhere). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="skeleton" aria-hidden className={cn('animate-shimmer rounded-md bg-muted', className)} {...props} />
  );
}
