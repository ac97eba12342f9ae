import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The Tessera mark: four mosaic tiles in the primary colour (follows the preset). */
export function LogoMark({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0 text-primary', className)} {...props}>
      <rect x="2" y="2" width="13" height="13" rx="3.5" fill="currentColor" />
      <rect x="17" y="2" width="13" height="13" rx="6.5" fill="currentColor" opacity="0.55" />
      <rect x="2" y="17" width="13" height="13" rx="3.5" fill="currentColor" opacity="0.3" />
      <rect x="17" y="17" width="13" height="13" rx="3.5" fill="currentColor" opacity="0.8" />
    </svg>
  );
}

/** Mark + product name; `collapsed` hides the name (mini rail). */
export function Logo({ className, collapsed = false, ...props }: ComponentProps<'span'> & { collapsed?: boolean }) {
  return (
    <span data-slot="logo" className={cn('inline-flex items-center gap-2.5', className)} {...props}>
      <LogoMark />
      <span
        className={cn(
          'text-[1.375rem] leading-none font-bold tracking-tight transition-opacity duration-200',
          collapsed && 'pointer-events-none opacity-0',
        )}
      >
        Tessera
      </span>
    </span>
  );
}
