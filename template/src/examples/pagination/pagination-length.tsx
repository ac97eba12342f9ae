/** Controlled: the page owns the current page and shows where the reader is. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';

export function PaginationLength() {
  const { t } = useTranslation('ui-components');
  const [page, setPage] = useState(1);
  return (
    <div className="flex flex-col gap-3">
      <Pagination count={50} page={page} onPageChange={setPage} aria-label={t('pagination.demo.fiftyPages')} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('pagination.demo.pageOf', { page, total: 50 })}
      </p>
    </div>
  );
}
