import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
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
  const generatedId = useId();
  const inputId = searchId ?? generatedId;
  return (
    <div data-slot="data-table-toolbar" className={cn('flex flex-wrap items-center gap-3 p-6 pb-4', className)}>
      {title && (
        <h2 id={titleId} className="me-auto text-lg font-semibold">
          {title}
        </h2>
      )}
      <div role="search" className="relative w-full sm:w-64">
        <label htmlFor={inputId} className="sr-only">
          {searchLabel}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={inputId}
          type="search"
          value={value}
          placeholder={searchLabel}
          onChange={(e) => onValueChange(e.target.value)}
          className="ps-9"
        />
      </div>
      {children}
    </div>
  );
}
