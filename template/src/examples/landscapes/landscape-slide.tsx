/**
 * A slide of the swiper examples (examples/swiper): one of the drawn landscapes (public/images/slides), under a veil
 * in the foreground colour, with its title and caption in the card colour on top (readable in both
 * modes and on every preset). The picture is decorative: the title says what it shows.
 */
import { useTranslation } from 'react-i18next';
import { Picture } from '@/components/ui/picture';
import { cn } from '@/lib/cn';
import { pictureUrl } from '@/lib/picture-sets';

export type Landscape = 'lagoon' | 'summit' | 'forest' | 'dunes' | 'glacier' | 'palms' | 'blossom' | 'street';

/** A landscape's picture alone (the gallery's thumbnails). */
export function LandscapePicture({ id, sizes, className }: { id: Landscape; sizes: string; className?: string }) {
  return (
    <Picture
      src={pictureUrl('slides', id)}
      alt=""
      width={960}
      height={360}
      sizes={sizes}
      className={cn('bg-muted object-cover', className)}
    />
  );
}

export interface LandscapeSlideProps {
  id: Landscape;
  /** How wide the slide is drawn (the picture's `sizes`). */
  sizes: string;
  /** The slide's box: its height or aspect ratio, and its corners. */
  className?: string;
  /** The title's size. @default 'text-lg' */
  titleClassName?: string;
  /** The line under the title. @default true */
  caption?: boolean;
}

export function LandscapeSlide({
  id,
  sizes,
  className,
  titleClassName = 'text-lg',
  caption = true,
}: LandscapeSlideProps) {
  const { t } = useTranslation('ui-extensions');
  return (
    <div className={cn('relative grid place-items-center overflow-hidden rounded-lg px-14 text-center', className)}>
      <LandscapePicture id={id} sizes={sizes} className="absolute inset-0 size-full" />
      <div aria-hidden className="absolute inset-0 bg-foreground/55" />
      <div className="relative flex flex-col gap-1 text-card">
        <p className={cn('font-semibold', titleClassName)}>{t(`swiper.demo.slides.${id}.title`)}</p>
        {caption && <p className="text-sm opacity-90">{t(`swiper.demo.slides.${id}.caption`)}</p>}
      </div>
    </div>
  );
}
