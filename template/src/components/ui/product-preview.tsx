import { cn } from '@/lib/cn';
import { ThemedPicture, type IllustrationProps } from './illustration';

/** The pictures of the product of the `previews` set (scripts/images/previews.mjs), light and dark. */
export type PreviewName = 'dashboard';

/**
 * A 16:10 picture of the product, mirrored in RTL like the interface it shows. With `priority` it
 * is the page's largest paint and loads at once in the look the page shows (see ThemedPicture).
 */
export function ProductPreview({ name, className, ...props }: Omit<IllustrationProps, 'name'> & { name: PreviewName }) {
  return (
    <ThemedPicture
      set="previews"
      name={name}
      shownOnEverySize
      className={cn('h-auto w-full rtl:-scale-x-100', className)}
      {...props}
    />
  );
}
