import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export interface TableProps extends ComponentProps<'table'> {
  /** Classes of the scroll container around the table (e.g. a max height with a sticky header). */
  containerClassName?: string;
  /** Tighter rows for dense data. @default 'default' */
  density?: 'default' | 'compact';
}

/**
 * A plain, styled table. The wrapper scrolls sideways on narrow screens; give it a max height through
 * `containerClassName` and mark the header `sticky` to keep the column titles in view.
 */
export function Table({ className, containerClassName, density = 'default', ...props }: TableProps) {
  return (
    <div data-slot="table-container" className={cn('relative w-full overflow-auto', containerClassName)}>
      <table
        data-slot="table"
        data-density={density}
        className={cn('group/table w-full caption-bottom border-collapse text-sm', className)}
        {...props}
      />
    </div>
  );
}

export interface TableHeaderProps extends ComponentProps<'thead'> {
  /** Keeps the header row at the top of the scroll container. @default false */
  sticky?: boolean;
}

export function TableHeader({ className, sticky = false, ...props }: TableHeaderProps) {
  return (
    <thead
      data-slot="table-header"
      data-sticky={sticky || undefined}
      className={cn('bg-muted [&_tr]:border-y', sticky && 'sticky top-0 z-10', className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-b-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return <tfoot data-slot="table-footer" className={cn('border-t bg-muted/50 font-medium', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b border-border transition-colors hover:bg-muted/40 data-[state=selected]:bg-primary/8',
        className,
      )}
      {...props}
    />
  );
}

/** A column title cell; pass `scope="col"` (the default) or `scope="row"`. */
export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        'px-3 py-3 text-start align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase first:ps-6 last:pe-6',
        'group-data-[density=compact]/table:py-2',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      data-slot="table-cell"
      className={cn(
        'px-3 py-3 align-middle whitespace-nowrap first:ps-6 last:pe-6 group-data-[density=compact]/table:py-1.5',
        className,
      )}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption data-slot="table-caption" className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />
  );
}
