/** Three sizes, from dense tables (small) to review forms (large). */
import { useTranslation } from 'react-i18next';
import { Rating } from '@/components/ui/rating';

export function RatingSizes() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-3">
      <Rating size="sm" defaultValue={3} aria-label={t('ratings.demo.sizeRating', { size: t('sizes.sm') })} />
      <Rating size="md" defaultValue={3} aria-label={t('ratings.demo.sizeRating', { size: t('sizes.md') })} />
      <Rating size="lg" defaultValue={3} aria-label={t('ratings.demo.sizeRating', { size: t('sizes.lg') })} />
    </div>
  );
}
