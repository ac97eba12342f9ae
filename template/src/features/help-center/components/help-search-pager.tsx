import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

/** Up to five page numbers around the current one (1-based). */
function pageWindow(page: number, pageCount: number): number[] {
  const start = Math.max(1, Math.min(page - 2, pageCount - 4));
  return Array.from({ length: Math.min(5, pageCount) }, (_, i) => start + i);
}

export interface HelpSearchPagerProps {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** "Showing X to Y of Z entries" and the page buttons (previous, a window of numbers, next). */
export function HelpSearchPager({ page, perPage, total, onPageChange }: HelpSearchPagerProps) {
  const { t } = useTranslation(['helpCenter', 'common']);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">
        {t('pager.showing', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
      </p>
      <nav aria-label={t('pager.label')} className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon-sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          aria-label={t('pager.previous')}
        >
          <ChevronLeft className="rtl:rotate-180" aria-hidden />
        </Button>
        {pageWindow(page, pageCount).map((number) => (
          <Button
            key={number}
            size="icon-sm"
            variant={number === page ? 'solid' : 'ghost'}
            aria-current={number === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: number })}
            onClick={() => onPageChange(number)}
          >
            {formatNumber(number)}
          </Button>
        ))}
        <Button
          variant="ghost"
          size="icon-sm"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
          aria-label={t('pager.next')}
        >
          <ChevronRight className="rtl:rotate-180" aria-hidden />
        </Button>
      </nav>
    </div>
  );
}
