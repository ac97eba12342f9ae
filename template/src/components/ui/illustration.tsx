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

const [ratioW, ratioH] = pictureSets.illustrations.ratio;
const width = pictureSets.illustrations.widths[1];
const height = (width * ratioH) / ratioW;

/**
 * A drawing that follows the theme. Dark mode is a class on <html> (set before the first paint),
 * which media queries in <source> cannot see, so both looks are in the page and CSS shows one; both
 * load lazily, and a browser never fetches a lazy picture that is not displayed, so a visitor
 * downloads the look they see and nothing at all where the picture is hidden (a phone, for the
 * sign-in pages' side panel).
 */
export function Illustration({ name, alt = '', sizes, className, priority = false }: IllustrationProps) {
  const shared = {
    alt,
    width,
    height,
    sizes,
    loading: 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  } as const;
  return (
    <>
      <Picture
        {...shared}
        src={pictureUrl('illustrations', name)}
        data-theme-look="light"
        className={cn('block h-auto dark:hidden', className)}
      />
      <Picture
        {...shared}
        src={pictureUrl('illustrations', `${name}-dark`)}
        data-theme-look="dark"
        className={cn('hidden h-auto dark:block', className)}
      />
    </>
  );
}
