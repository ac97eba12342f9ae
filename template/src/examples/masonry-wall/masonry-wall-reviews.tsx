/** Customer reviews of different lengths on a masonry wall: short and long quotes share the columns evenly. */
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import type { Tone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';

// Names stay as they are; the role and the quote come from the locale files, by id.
const reviews: { id: string; name: string; rating: number; color: Tone }[] = [
  { id: 'nora', name: 'Nora Kim', rating: 5, color: 'primary' },
  { id: 'sam', name: 'Sam Patel', rating: 4, color: 'success' },
  { id: 'lea', name: 'Lea Fischer', rating: 5, color: 'info' },
  { id: 'omar', name: 'Omar Haddad', rating: 4, color: 'warning' },
  { id: 'ines', name: 'Ines Costa', rating: 5, color: 'error' },
  { id: 'tom', name: 'Tom Becker', rating: 3, color: 'secondary' },
];

function Rating({ value }: { value: number }) {
  const { t } = useTranslation('ui-extensions');
  return (
    <span className="flex gap-0.5" role="img" aria-label={t('masonry-wall.demo.rating', { value, max: 5 })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={cn('size-4', n <= value ? 'fill-warning text-warning' : 'text-border')} />
      ))}
    </span>
  );
}

export function MasonryWallReviews() {
  const { t } = useTranslation('ui-extensions');
  return (
    <ul className="columns-1 gap-4 md:columns-2 xl:columns-3">
      {reviews.map((review) => (
        <li key={review.id} className="mb-4 break-inside-avoid">
          <figure className="flex flex-col gap-3 rounded-lg border bg-card p-4">
            <Rating value={review.rating} />
            <blockquote className="text-sm leading-relaxed">
              {t(`masonry-wall.demo.reviews.${review.id}.text`)}
            </blockquote>
            <figcaption className="flex items-center gap-3">
              <Avatar alt={review.name} color={review.color} size="sm" />
              <span className="flex flex-col">
                <span className="text-sm font-medium">{review.name}</span>
                <span className="text-xs text-muted-foreground">
                  {t(`masonry-wall.demo.reviews.${review.id}.role`)}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
