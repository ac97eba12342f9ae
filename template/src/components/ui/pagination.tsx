import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, Ellipsis } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { buttonClasses, type ButtonColor } from './button';

export type PageRangeItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page numbers to show: the first and last `boundaries` pages, `siblings` pages on each side of
 * the current one, and an ellipsis wherever pages are left out. An ellipsis never replaces a single
 * page (showing the number takes the same room), so the list keeps a constant length.
 */
export function pageRange(page: number, count: number, siblings = 1, boundaries = 1): PageRangeItem[] {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  // first/last boundaries + current + siblings on both sides + two ellipses
  const slots = boundaries * 2 + siblings * 2 + 3;
  if (count <= slots) return range(1, count);

  const current = Math.min(Math.max(page, 1), count);
  const start = Math.max(Math.min(current - siblings, count - boundaries - siblings * 2 - 1), boundaries + 2);
  const end = Math.min(Math.max(current + siblings, boundaries + siblings * 2 + 2), count - boundaries - 1);
  return [
    ...range(1, boundaries),
    ...(start > boundaries + 2 ? (['start-ellipsis'] as const) : range(boundaries + 1, boundaries + 1)),
    ...range(start, end),
    ...(end < count - boundaries - 1 ? (['end-ellipsis'] as const) : range(count - boundaries, count - boundaries)),
    ...range(count - boundaries + 1, count),
  ];
}

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'color' | 'onChange'> {
  /** Number of pages. */
  count: number;
  /** Controlled current page (1-based, with `onPageChange`). */
  page?: number;
  /** Initial page when uncontrolled. @default 1 */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Pages shown on each side of the current one. @default 1 */
  siblings?: number;
  /** Pages always shown at each end. @default 1 */
  boundaries?: number;
  /** Adds buttons to the first and the last page. @default false */
  showFirstLast?: boolean;
  /** 'tonal' fills the current page lightly, 'solid' fully, 'outline' rings every page. @default 'tonal' */
  variant?: 'tonal' | 'solid' | 'outline';
  /** @default 'primary' */
  color?: ButtonColor;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** 'circle' or rounded squares. @default 'circle' */
  shape?: 'circle' | 'rounded';
  disabled?: boolean;
}

const iconSize = { sm: 'icon-sm', md: 'icon', lg: 'icon-lg' } as const;

/**
 * Page navigation: optional first/last, previous/next and the page numbers with ellipses. The current
 * page carries `aria-current="page"`; the arrows point the reading direction (mirrored right to left).
 */
export function Pagination({
  className,
  count,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  siblings = 1,
  boundaries = 1,
  showFirstLast = false,
  variant = 'tonal',
  color = 'primary',
  size = 'md',
  shape = 'circle',
  disabled = false,
  'aria-label': ariaLabel,
  ...props
}: PaginationProps) {
  const { t } = useTranslation('common');
  const [pageState, setPageState] = useState(defaultPage);
  const total = Math.max(1, count);
  const page = Math.min(Math.max(pageProp ?? pageState, 1), total);

  const go = (next: number) => {
    if (next === page || next < 1 || next > total) return;
    if (pageProp === undefined) setPageState(next);
    onPageChange?.(next);
  };

  const item = (current: boolean) =>
    cn(
      buttonClasses({
        variant: current ? (variant === 'outline' ? 'outline' : variant) : variant === 'outline' ? 'outline' : 'ghost',
        color: current ? color : 'secondary',
        size: iconSize[size],
        pill: shape === 'circle',
      }),
      'min-w-fit px-2 tabular-nums',
      // Nine medium buttons fit a 375 px phone only a little smaller.
      size === 'md' && 'max-sm:size-8',
      !current && variant === 'outline' && 'border-border text-foreground',
    );
  const arrow = (label: string, target: number, Icon: typeof ChevronLeft) => (
    <li>
      <button
        type="button"
        aria-label={label}
        disabled={disabled || target === page || target < 1 || target > total}
        onClick={() => go(target)}
        className={cn(item(false), 'rtl:[&_svg]:-scale-x-100')}
      >
        <Icon aria-hidden />
      </button>
    </li>
  );

  return (
    <nav data-slot="pagination" aria-label={ariaLabel ?? t('kit.pagination.label')} className={className} {...props}>
      <ul className="flex flex-wrap items-center gap-0.5 sm:gap-1">
        {showFirstLast && arrow(t('kit.pagination.first'), 1, ChevronsLeft)}
        {arrow(t('kit.pagination.previous'), page - 1, ChevronLeft)}
        {pageRange(page, total, siblings, boundaries).map((entry) =>
          typeof entry === 'number' ? (
            <li key={entry}>
              <button
                type="button"
                aria-label={t('kit.pagination.page', { page: formatNumber(entry) })}
                aria-current={entry === page ? 'page' : undefined}
                data-state={entry === page ? 'active' : 'inactive'}
                disabled={disabled}
                onClick={() => go(entry)}
                className={item(entry === page)}
              >
                {formatNumber(entry)}
              </button>
            </li>
          ) : (
            <li key={entry} aria-hidden className="grid w-6 place-items-center text-muted-foreground">
              <Ellipsis className="size-4" />
            </li>
          ),
        )}
        {arrow(t('kit.pagination.next'), page + 1, ChevronRight)}
        {showFirstLast && arrow(t('kit.pagination.last'), total, ChevronsRight)}
      </ul>
    </nav>
  );
}
