/** Read-only ratings show an average (fractions fill part of a star) and read as one image. */
import { useTranslation } from 'react-i18next';
import { Rating } from '@/components/ui/rating';

const products = [
  { id: 'headphones', score: 4.6, reviews: 1284 },
  { id: 'watch', score: 3.8, reviews: 342 },
  { id: 'lamp', score: 2.3, reviews: 57 },
];

export function RatingReadonly() {
  const { t } = useTranslation('ui-components');
  return (
    <ul className="flex flex-col gap-3">
      {products.map((product) => (
        <li key={product.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="w-44 font-medium">{t(`ratings.demo.products.${product.id}`)}</span>
          <Rating readOnly value={product.score} size="sm" aria-label={t(`ratings.demo.products.${product.id}`)} />
          <span className="text-muted-foreground">
            {t('ratings.demo.reviews', { score: product.score, count: product.reviews })}
          </span>
        </li>
      ))}
      <li className="flex items-center gap-3 text-sm">
        <span className="w-44 font-medium">{t('ratings.demo.disabled')}</span>
        <Rating disabled defaultValue={3} size="sm" aria-label={t('ratings.demo.disabledRating')} />
      </li>
    </ul>
  );
}
