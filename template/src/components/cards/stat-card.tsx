import type { ComponentProps, ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { Tone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';

export interface StatCardProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What the figure counts, under it. */
  label: ReactNode;
  /** The formatted figure; `undefined` while it loads (a skeleton of the same height shows). */
  value: ReactNode | undefined;
  /** An icon in a tonal square. */
  icon?: ReactNode;
  /** Colour of the icon square. @default 'primary' */
  tone?: Tone;
  /** Icon beside the figure (`inline`, for strips) or above it (`stacked`, for tiles). @default 'inline' */
  layout?: 'inline' | 'stacked';
}

/** One headline figure: icon, value and label. Loading keeps the card's size. */
export function StatCard({
  label,
  value,
  icon,
  tone = 'primary',
  layout = 'inline',
  className,
  ...props
}: StatCardProps) {
  const stacked = layout === 'stacked';
  return (
    <Card
      data-slot="stat-card"
      className={cn('h-full', stacked ? 'flex-col gap-3 p-6' : 'flex-row items-center gap-4 p-5', className)}
      {...props}
    >
      {icon && <Avatar color={tone} shape="rounded" fallback={icon} />}
      <div className="min-w-0">
        {value === undefined ? (
          <Skeleton className={stacked ? 'h-8 w-16' : 'h-7 w-12'} />
        ) : (
          <p className={cn('font-semibold', stacked ? 'text-2xl' : 'text-xl')}>{value}</p>
        )}
        <p className={cn('text-sm text-muted-foreground', !stacked && 'truncate')}>{label}</p>
      </div>
    </Card>
  );
}
