/** A star rating: Tab enters it once, the arrow keys change the value, and forms receive it by name. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Rating } from '@/components/ui/rating';

export function RatingBasic() {
  const { t } = useTranslation('ui-components');
  const [value, setValue] = useState(3);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Rating aria-label={t('ratings.demo.rateProduct')} value={value} onValueChange={setValue} name="product-rating" />
      <span className="text-sm text-muted-foreground">{t('ratings.demo.outOf', { value, max: 5 })}</span>
    </div>
  );
}
