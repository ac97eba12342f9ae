import { Armchair, Gem, Laptop, Shirt, type LucideIcon } from 'lucide-react';
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
  /** @default 'md' */
  size?: 'md' | 'lg';
  className?: string;
}

/** The product's picture, or its category's icon on a tinted tile when it has none. Decorative. */
export function ProductThumb({ image, category, size = 'md', className }: ProductThumbProps) {
  const box = size === 'lg' ? 'w-full min-h-48 rounded-card' : 'size-10 rounded-md';
  if (image) return <img src={image} alt="" className={cn(box, 'object-cover', className)} />;
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
