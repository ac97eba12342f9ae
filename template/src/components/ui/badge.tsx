import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { toneClasses, toneFill, type Tone, type ToneVariant } from './tone';

export interface BadgeProps extends Omit<ComponentProps<'span'>, 'color'> {
  /** @default 'tonal' */
  variant?: ToneVariant;
  /** @default 'primary' */
  color?: Tone;
  /** @default 'md' */
  size?: 'sm' | 'md';
  asChild?: boolean;
}

/** A short status label ("Paid", "Active", a count). */
export function Badge({ className, variant = 'tonal', color = 'primary', size = 'md', asChild, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span';
  return (
    <Comp
      data-slot="badge"
      data-variant={variant}
      data-color={color}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full font-medium whitespace-nowrap [&_svg]:size-3.5',
        size === 'sm' ? 'h-5 px-2 text-xs' : 'h-6 px-2.5 text-[0.8125rem]',
        toneClasses[variant][color],
        className,
      )}
      {...props}
    />
  );
}

export interface DotBadgeProps extends Omit<ComponentProps<'span'>, 'color'> {
  /** @default 'error' */
  color?: Tone;
}

/** A small dot laid over the corner of its (relatively positioned) parent, e.g. an unread marker. */
export function DotBadge({ className, color = 'error', ...props }: DotBadgeProps) {
  return (
    <span
      data-slot="dot-badge"
      className={cn(
        'pointer-events-none absolute end-1.5 top-1.5 size-2 rounded-full ring-2 ring-card',
        toneFill[color],
        className,
      )}
      {...props}
    />
  );
}
