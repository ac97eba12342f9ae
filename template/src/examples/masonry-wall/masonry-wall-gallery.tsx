/**
 * A masonry wall with CSS columns: tiles of any height pack into 1 to 4 columns with no script and
 * no measuring. Columns follow the reading direction, so the first tile sits at the start in RTL too.
 * Items flow down each column in turn; keep them in an order that reads well that way.
 */
import { Camera, Flower2, Mountain, Palmtree, Snowflake, Sunrise, Trees, Waves } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const photos = [
  { id: 'bay', icon: Sunrise, height: 'h-56', tone: 'bg-warning/18 text-warning-text' },
  { id: 'pines', icon: Trees, height: 'h-36', tone: 'bg-success/18 text-success-text' },
  { id: 'glacier', icon: Snowflake, height: 'h-72', tone: 'bg-info/18 text-info-text' },
  { id: 'tide', icon: Waves, height: 'h-44', tone: 'bg-primary/18 text-primary-text' },
  { id: 'summit', icon: Mountain, height: 'h-64', tone: 'bg-secondary/18 text-secondary-text' },
  { id: 'garden', icon: Flower2, height: 'h-40', tone: 'bg-error/14 text-error-text' },
  { id: 'palms', icon: Palmtree, height: 'h-52', tone: 'bg-success/18 text-success-text' },
  { id: 'street', icon: Camera, height: 'h-36', tone: 'bg-primary/18 text-primary-text' },
];

export function MasonryWallGallery() {
  const { t } = useTranslation('ui-extensions');
  return (
    <ul className="columns-1 gap-4 sm:columns-2 lg:columns-3 2xl:columns-4">
      {photos.map(({ id, icon: Icon, height, tone }) => (
        <li key={id} className="mb-4 break-inside-avoid">
          <figure className="overflow-hidden rounded-lg border bg-card">
            <div className={cn('flex items-center justify-center', height, tone)}>
              <Icon aria-hidden className="size-10 opacity-80" />
            </div>
            <figcaption className="flex flex-col px-4 py-3">
              <span className="text-sm font-medium">{t(`masonry-wall.demo.photos.${id}.title`)}</span>
              <span className="text-xs text-muted-foreground">{t(`masonry-wall.demo.photos.${id}.place`)}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
