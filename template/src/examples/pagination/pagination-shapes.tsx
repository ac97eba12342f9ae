/** Circles (the default) or rounded squares that follow the skin's radius. */
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';

export function PaginationShapes() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-4">
      <Pagination count={5} aria-label={t('pagination.demo.circle')} />
      <Pagination count={5} shape="rounded" aria-label={t('pagination.demo.rounded')} />
    </div>
  );
}
