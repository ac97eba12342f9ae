import { CakeSlice, CupSoda, Salad, Soup, UtensilsCrossed } from 'lucide-react';
import { Picture } from '@/components/ui/picture';
import { cn } from '@/lib/cn';
import type { MenuType } from '../types';

const art: Record<MenuType, { icon: typeof Soup; tone: string }> = {
  Appetizer: { icon: Soup, tone: 'bg-warning/14 text-warning-text' },
  Salad: { icon: Salad, tone: 'bg-success/14 text-success-text' },
  'Main Course': { icon: UtensilsCrossed, tone: 'bg-primary/14 text-primary-text' },
  Dessert: { icon: CakeSlice, tone: 'bg-error/14 text-error-text' },
  Beverages: { icon: CupSoda, tone: 'bg-info/14 text-info-text' },
};

/** A card's width in the menu grid (one, two, then three columns in the content area). */
const cardSizes = '(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw';

/**
 * The item's picture, or its type's artwork when it has none. Decorative: the dish's name is the
 * card's heading.
 */
export function RestaurantMenuArt({
  type,
  img,
  priority = false,
  className,
}: {
  type: MenuType;
  img: string;
  /** The first card's picture is the page's largest paint: loaded at once (ui/picture.tsx). */
  priority?: boolean;
  className?: string;
}) {
  if (img) {
    return (
      <Picture
        src={img}
        alt=""
        width={640}
        height={360}
        sizes={cardSizes}
        priority={priority}
        className={cn('aspect-video w-full bg-muted object-cover', className)}
      />
    );
  }
  const { icon: Icon, tone } = art[type];
  return (
    <div className={cn('grid aspect-video w-full place-items-center', tone, className)} aria-hidden>
      <Icon className="size-14" strokeWidth={1.5} />
    </div>
  );
}
