/** Uncontrolled pagination: it keeps its own page; the current one carries aria-current="page". */
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';

export function PaginationBasic() {
  const { t } = useTranslation('ui-components');
  return <Pagination count={7} aria-label={t('pagination.demo.basic')} />;
}
