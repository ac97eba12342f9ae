import { useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { toneClasses, type Tone, type ToneVariant } from './tone';

const sizes = {
  xs: 'size-6 text-[0.625rem] [&_svg]:size-3.5',
  sm: 'size-8 text-xs [&_svg]:size-4',
  md: 'size-10 text-sm [&_svg]:size-5',
  lg: 'size-12 text-base [&_svg]:size-6',
  xl: 'size-16 text-xl [&_svg]:size-8',
} as const;

export interface AvatarProps extends Omit<ComponentProps<'span'>, 'color'> {
  /** Image URL; when missing or broken the fallback shows. */
  src?: string;
  /** Image alt text; also the source of the initials when no fallback is given. */
  alt?: string;
  /** Initials or an icon shown without an image. @default initials of `alt` */
  fallback?: ReactNode;
  /** @default 'md' */
  size?: keyof typeof sizes;
  /** @default 'tonal' */
  variant?: ToneVariant;
  /** @default 'primary' */
  color?: Tone;
  /** @default 'circle' */
  shape?: 'circle' | 'rounded';
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A picture, initials or icon in a round (or rounded) frame. */
export function Avatar({
  className,
  src,
  alt = '',
  fallback,
  size = 'md',
  variant = 'tonal',
  color = 'primary',
  shape = 'circle',
  ...props
}: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span
      data-slot="avatar"
      data-state={showImage ? 'image' : 'fallback'}
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden font-semibold select-none',
        shape === 'circle' ? 'rounded-full' : 'rounded-[calc(var(--radius)*0.8)]',
        sizes[size],
        !showImage && toneClasses[variant][color],
        className,
      )}
      {...props}
    >
      {showImage ? (
        <img src={src} alt={alt} className="size-full object-cover" onError={() => setFailed(src ?? null)} />
      ) : (
        (fallback ?? (
          <span aria-hidden={alt ? undefined : true} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
            {initials(alt)}
          </span>
        ))
      )}
    </span>
  );
}

/** Overlapping avatars (team members, attendees). */
export function AvatarGroup({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="avatar-group"
      className={cn(
        'flex items-center -space-x-2.5 rtl:space-x-reverse [&>[data-slot=avatar]]:ring-2 [&>[data-slot=avatar]]:ring-card',
        className,
      )}
      {...props}
    />
  );
}
