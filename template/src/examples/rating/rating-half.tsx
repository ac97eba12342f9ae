/** `allowHalf` adds half steps: each star has two targets, and the arrow keys move by halves. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Rating } from '@/components/ui/rating';

export function RatingHalf() {
  const { t } = useTranslation('ui-components');
  const [value, setValue] = useState(3.5);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Rating allowHalf value={value} onValueChange={setValue} size="lg" aria-label={t('ratings.demo.halfStep')} />
      <span className="text-sm text-muted-foreground">{t('ratings.demo.outOf', { value, max: 5 })}</span>
    </div>
  );
}
