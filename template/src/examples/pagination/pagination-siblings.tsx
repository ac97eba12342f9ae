/** `siblings` sets how many pages show beside the current one, `boundaries` how many at each end. */
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';

export function PaginationSiblings() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-4">
      <Pagination count={30} defaultPage={15} siblings={0} aria-label={t('pagination.demo.siblings0')} />
      <Pagination count={30} defaultPage={15} aria-label={t('pagination.demo.siblings1')} />
      <Pagination
        count={30}
        defaultPage={15}
        siblings={2}
        boundaries={2}
        className="max-sm:hidden"
        aria-label={t('pagination.demo.siblings2')}
      />
    </div>
  );
}
