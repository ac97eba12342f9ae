/** Three sizes, matching the icon-button sizes; a disabled pagination blocks every button. */
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';

export function PaginationSizes() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-4">
      <Pagination count={5} size="sm" aria-label={t('sizes.sm')} />
      <Pagination count={5} size="md" aria-label={t('sizes.md')} />
      <Pagination count={5} size="lg" aria-label={t('sizes.lg')} />
      <Pagination count={5} disabled aria-label={t('pagination.demo.disabled')} />
    </div>
  );
}
