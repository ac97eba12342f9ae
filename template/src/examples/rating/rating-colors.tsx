/** Any tone of the kit; warning (amber) is the default. */
import { useTranslation } from 'react-i18next';
import { Rating } from '@/components/ui/rating';
import { tones } from '@/components/ui/tone';

export function RatingColors() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-2">
      {tones.map((tone) => (
        <Rating
          key={tone}
          color={tone}
          defaultValue={4}
          aria-label={t('ratings.demo.toneRating', { tone: t(`tones.${tone}`) })}
        />
      ))}
    </div>
  );
}
