/** Tonal, solid and outline current pages, in any of the kit's colours. */
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';

export function PaginationVariants() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-4">
      <Pagination count={5} defaultPage={2} variant="tonal" aria-label={t('variants.tonal')} />
      <Pagination count={5} defaultPage={2} variant="solid" color="success" aria-label={t('variants.solid')} />
      <Pagination
        count={5}
        defaultPage={2}
        variant="outline"
        color="info"
        shape="rounded"
        aria-label={t('variants.outline')}
      />
    </div>
  );
}
