import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** Shows `children` once data is there, else a skeleton of the same line height. */
export function ValueOrSkeleton({
  ready,
  children,
  className,
}: {
  ready: boolean;
  children: ReactNode;
  className?: string;
}) {
  return ready ? <>{children}</> : <Skeleton className={cn('h-7 w-24', className)} />;
}
