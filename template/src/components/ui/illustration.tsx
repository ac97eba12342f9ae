import { cn } from '@/lib/cn';
import { pictureSets, pictureUrl } from '@/lib/picture-sets';
import { Picture } from './picture';

/** The drawings of the `illustrations` set (scripts/images/illustrations.mjs), each in a light and a dark look. */
export type IllustrationName =
  | 'login'
  | 'register'
  | 'forgot'
  | 'reset'
  | 'not-found'
  | 'not-authorized'
  | 'server-error'
  | 'maintenance'
  | 'coming-soon'
  | 'empty';

export interface IllustrationProps {
  name: IllustrationName;
  /** What the picture adds to the text beside it; '' (the default) when it only decorates. */
  alt?: string;
  /** How wide it is drawn, for choosing a width (`srcset`). */
  sizes: string;
  /** Classes of the picture (its width; the height follows the 4:3 drawing). */
  className?: string;
  /** The screen's largest paint: fetched with high priority (still only the look the theme shows). */
  priority?: boolean;
}

/** The wide banners of the `banners` set (scripts/images/banners.mjs), each by day and by night. */
export type BannerName = 'profile-cover' | 'search-cover' | 'explore-cover';

type ThemedSet = 'illustrations' | 'banners' | 'previews';

/** The size hints of a set's pictures: its second width, at its ratio (the box the browser reserves). */
function size(set: ThemedSet) {
  const { widths, ratio } = pictureSets[set];
  return { width: widths[1], height: (widths[1] * ratio[1]) / ratio[0] };
}

/**
 * A drawing that follows the theme (the wrappers below and in ./product-preview.tsx and
 * ./search-banner.tsx, each in its own module so a page only ships the ones it shows). Dark mode is
 * a class on <html> (set before the first paint),
 * which media queries in <source> cannot see, so both looks are in the page and CSS shows one; both
 * load lazily, and a browser never fetches a lazy picture that is not displayed, so a visitor
 * downloads the look they see and nothing at all where the picture is hidden (a phone, for the
 * sign-in pages' side panel).
 */
export function ThemedPicture({
  set,
  name,
  alt = '',
  sizes,
  className,
  priority = false,
  shownOnEverySize = false,
}: Omit<IllustrationProps, 'name'> & {
  set: ThemedSet;
  name: string;
  /**
   * With `priority`, a picture no layout hides: public/theme-init.js, which knows the look before
   * the page is parsed, makes that look's picture eager as the parser adds it, so it downloads
   * beside the stylesheet instead of after the first layout (the other look stays lazy, unfetched).
   */
  shownOnEverySize?: boolean;
}) {
  const shared = {
    ...size(set),
    alt,
    sizes,
    loading: 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    'data-largest-paint': priority && shownOnEverySize ? '' : undefined,
  } as const;
  return (
    <>
      <Picture
        {...shared}
        src={pictureUrl(set, name)}
        data-theme-look="light"
        className={cn('block dark:hidden', className)}
      />
      <Picture
        {...shared}
        src={pictureUrl(set, `${name}-dark`)}
        data-theme-look="dark"
        className={cn('hidden dark:block', className)}
      />
    </>
  );
}

/** A 4:3 drawing of the sign-in, status and empty pages; its height follows its width. */
export function Illustration({ className, ...props }: IllustrationProps) {
  return <ThemedPicture set="illustrations" className={cn('h-auto', className)} {...props} />;
}

/** A 5:1 banner; give it a height and it fills the box (cropped at the sides, never stretched). */
export function Banner({ name, ...props }: Omit<IllustrationProps, 'name'> & { name: BannerName }) {
  return <ThemedPicture set="banners" name={name} {...props} />;
}
