import type { ReactNode } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { cn } from '@/lib/cn';

export interface DataTableToolbarProps {
  /** The table's title, rendered as a heading (give its id to the table as aria-labelledby). */
  title?: ReactNode;
  titleId?: string;
  /** Search label and placeholder. */
  searchLabel: string;
  /** id of the search box. @default generated */
  searchId?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Extra controls after the search box (buttons, filters). */
  children?: ReactNode;
  className?: string;
}

/** Title, search box and actions above a table; stacks on narrow screens. */
export function DataTableToolbar({
  title,
  titleId,
  searchLabel,
  searchId,
  value,
  onValueChange,
  children,
  className,
}: DataTableToolbarProps) {
  return (
    <div data-slot="data-table-toolbar" className={cn('flex flex-wrap items-center gap-3 p-6 pb-4', className)}>
      {title && (
        <h2 id={titleId} className="me-auto text-lg font-semibold">
          {title}
        </h2>
      )}
      <SearchField
        label={searchLabel}
        value={value}
        onValueChange={onValueChange}
        inputId={searchId}
        className="w-full sm:w-64"
      />
      {children}
    </div>
  );
}
