import { Slot } from '@radix-ui/react-slot';
import { ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A trail of links to the pages above the current one, in a navigation landmark. */
export function Breadcrumbs({ 'aria-label': label = 'Breadcrumb', ...props }: ComponentProps<'nav'>) {
  return <nav data-slot="breadcrumbs" aria-label={label} {...props} />;
}

export function BreadcrumbList({ className, ...props }: ComponentProps<'ol'>) {
  return (
    <ol
      data-slot="breadcrumb-list"
      className={cn('flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export function BreadcrumbItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-slot="breadcrumb-item" className={cn('inline-flex items-center gap-1.5', className)} {...props} />;
}

/** A link to a page above; pass asChild to render the router's Link. */
export function BreadcrumbLink({ className, asChild, ...props }: ComponentProps<'a'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'a';
  return (
    <Comp
      data-slot="breadcrumb-link"
      className={cn('rounded-sm transition-colors hover:text-foreground focus-visible:outline-2', className)}
      {...props}
    />
  );
}

/** The current page: not a link, announced as the current location. */
export function BreadcrumbPage({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current="page"
      className={cn('font-medium text-foreground', className)}
      {...props}
    />
  );
}

/** The mark between two items; flips in right-to-left text. @default a chevron */
export function BreadcrumbSeparator({ className, children, ...props }: ComponentProps<'li'>) {
  return (
    <li
      data-slot="breadcrumb-separator"
      role="presentation"
      aria-hidden
      className={cn('[&>svg]:size-3.5 rtl:[&>svg]:-scale-x-100', className)}
      {...props}
    >
      {children ?? <ChevronRight />}
    </li>
  );
}
