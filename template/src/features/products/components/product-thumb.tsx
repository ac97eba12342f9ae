import { Armchair, Gem, Laptop, Shirt, type LucideIcon } from 'lucide-react';
import { Picture } from '@/components/ui/picture';
import { cn } from '@/lib/cn';
import type { ProductCategory } from '../types';

const categoryIcon: Record<ProductCategory, LucideIcon> = {
  Furniture: Armchair,
  Electronics: Laptop,
  Clothing: Shirt,
  Accessories: Gem,
};

export interface ProductThumbProps {
  image: string;
  category: ProductCategory;
  /** The product's name where the picture stands for it; '' beside the name, where it is decorative. @default '' */
  alt?: string;
  /** @default 'md' */
  size?: 'md' | 'lg';
  /** The screen's largest paint (the details' big picture). @default false */
  priority?: boolean;
  className?: string;
}

/** The product's picture, or its category's icon on a tinted tile when it has none. */
export function ProductThumb({ image, category, alt = '', size = 'md', priority, className }: ProductThumbProps) {
  const box = size === 'lg' ? 'aspect-square w-full rounded-card' : 'size-10 rounded-md';
  if (image) {
    return (
      <Picture
        src={image}
        alt={alt}
        width={size === 'lg' ? 640 : 40}
        height={size === 'lg' ? 640 : 40}
        // The big picture fills its column (at most 22rem), the thumb is 2.5rem.
        sizes={size === 'lg' ? '(min-width: 768px) 22rem, 100vw' : '40px'}
        priority={priority}
        className={cn(box, 'shrink-0 bg-muted object-cover', className)}
      />
    );
  }
  const Icon = categoryIcon[category];
  return (
    <span
      aria-hidden
      className={cn(box, 'grid shrink-0 place-items-center bg-primary/12 text-primary-text', className)}
    >
      <Icon className={size === 'lg' ? 'size-16' : 'size-5'} />
    </span>
  );
}
