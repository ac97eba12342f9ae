import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Placeholder block with a soft pulse while content loads (aria-hidden: announce loading elsewhere).
 * Many of them together go in an element marked `data-skeleton-group`, which pulses for them all
 * (styles/index.css): one animation instead of one per block.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="skeleton" aria-hidden className={cn('animate-shimmer rounded-md bg-muted', className)} {...props} />
  );
}

const lineWidths = ['w-3/4', 'w-full', 'w-2/3', 'w-5/6', 'w-1/2'];

/**
 * Lines of text still loading, each one line of `text-sm` tall (pass `line` for another size), so
 * a card keeps its loaded height while it waits.
 */
export function SkeletonLines({
  lines,
  line = 'h-5',
  className,
}: {
  lines: number;
  line?: string;
  className?: string;
}) {
  return (
    <div aria-hidden data-skeleton-group className={cn('flex flex-col', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={cn('flex items-center', line)}>
          <Skeleton className={cn('h-3/5', lineWidths[i % lineWidths.length])} />
        </div>
      ))}
    </div>
  );
}
