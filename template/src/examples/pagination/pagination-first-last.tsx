/** Buttons to the first and last page (here with no siblings, to fit phones); arrows follow the reading direction. */
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';

export function PaginationFirstLast() {
  const { t } = useTranslation('ui-components');
  return (
    <Pagination count={24} defaultPage={12} siblings={0} showFirstLast aria-label={t('pagination.demo.firstLast')} />
  );
}
