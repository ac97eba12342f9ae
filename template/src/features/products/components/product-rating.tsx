import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface ProductRatingProps {
  /** 0 to 5. */
  value: number;
  /** Accessible text, e.g. "Rated 4 out of 5". */
  label: string;
  className?: string;
}

/** Read-only stars; the label carries the value for screen readers. */
export function ProductRating({ value, label, className }: ProductRatingProps) {
  return (
    <span role="img" aria-label={label} className={cn('inline-flex gap-0.5 text-warning', className)}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden className={cn('size-4', i < Math.round(value) ? 'fill-current' : 'opacity-35')} />
      ))}
    </span>
  );
}
