/** Any icon can replace the star, and `max` sets how many there are. */
import { Flame, Heart, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Rating } from '@/components/ui/rating';

export function RatingIcons() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-3">
      <Rating icon={Heart} color="error" defaultValue={3} aria-label={t('ratings.demo.love')} />
      <Rating icon={ThumbsUp} color="primary" defaultValue={2} max={3} aria-label={t('ratings.demo.helpful')} />
      <Rating
        icon={Flame}
        color="warning"
        defaultValue={4}
        max={10}
        size="sm"
        aria-label={t('ratings.demo.spiciness')}
      />
    </div>
  );
}
