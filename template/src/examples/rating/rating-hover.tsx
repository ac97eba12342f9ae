/** With the pointer over the stars the value under it is previewed; `hover={false}` turns that off. */
import { useTranslation } from 'react-i18next';
import { Rating } from '@/components/ui/rating';

export function RatingHover() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-3 text-sm">
      <div className="flex items-center gap-3">
        <Rating defaultValue={2} aria-label={t('ratings.demo.withPreview')} />
        <span className="text-muted-foreground">{t('ratings.demo.previewOnHover')}</span>
      </div>
      <div className="flex items-center gap-3">
        <Rating defaultValue={2} hover={false} aria-label={t('ratings.demo.withoutPreview')} />
        <span className="text-muted-foreground">{t('ratings.demo.noPreview')}</span>
      </div>
    </div>
  );
}
