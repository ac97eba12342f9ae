import type { ComponentProps } from 'react';
import { pictureSource } from '@/lib/picture-sets';

export interface PictureProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> {
  /** A URL from `pictureUrl` (gets AVIF and WebP at every width), or any other URL or data URL (shown as is). */
  src: string;
  /** What the picture shows, from i18n or the record; '' only when it is decorative. */
  alt: string;
  /** Size hints: with them the browser reserves the box before the picture arrives (no layout shift). */
  width: number;
  height: number;
  /** How wide the picture is drawn, for choosing a width (`srcset`). @default '100vw' */
  sizes?: string;
  /** The screen's largest paint: load at once with high priority instead of lazily. @default false */
  priority?: boolean;
}

/**
 * The one way the app shows a picture: AVIF and WebP in the widths the set was drawn at, sized by
 * `sizes`, lazy unless it is the largest paint, decoded off the main thread. Uploads (data URLs) and
 * foreign URLs stay a plain `img` with the same attributes.
 */
export function Picture({ src, alt, width, height, sizes = '100vw', priority = false, ...props }: PictureProps) {
  const source = pictureSource(src);
  const image = (
    <img
      data-slot="picture"
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={source ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...props}
    />
  );
  if (!source) return image;
  const srcSet = (ext: string) => source.widths.map((w) => `${source.stem}-${w}.${ext} ${w}w`).join(', ');
  return (
    // `contents` keeps the wrapper out of layout, so the img's classes size it as if it stood alone;
    // `hidden` keeps the sources out of it too (in a flex or grid parent they would be items, with gaps).
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} hidden />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} hidden />
      {image}
    </picture>
  );
}
