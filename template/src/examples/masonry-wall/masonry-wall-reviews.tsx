/** Customer reviews of different lengths on a masonry wall: short and long quotes share the columns evenly. */
import { Star } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import type { Tone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';

const reviews: { name: string; role: string; rating: number; color: Tone; text: string }[] = [
  {
    name: 'Amira Haddad',
    role: 'Product designer',
    rating: 5,
    color: 'primary',
    text: 'Setting up the dashboard took an afternoon. Dark mode and right-to-left worked on the first try.',
  },
  { name: 'Lucas Martin', role: 'Freelancer', rating: 4, color: 'success', text: 'Clean code, easy to extend.' },
  {
    name: 'Sofia Rossi',
    role: 'Engineering lead',
    rating: 5,
    color: 'info',
    text: 'We replaced three internal tools with screens built on this template. The tables handle our 20,000-row exports without a stutter, and the accessibility work saved us an audit round.',
  },
  {
    name: 'Kenji Sato',
    role: 'Founder',
    rating: 4,
    color: 'warning',
    text: 'The chart layer follows our brand colours.',
  },
  {
    name: 'Nadia Benali',
    role: 'Support manager',
    rating: 5,
    color: 'error',
    text: 'Our agents use the keyboard for everything, and every screen works without a mouse.',
  },
  {
    name: 'Tom Becker',
    role: 'Consultant',
    rating: 3,
    color: 'secondary',
    text: 'Good foundations. I would like more page layouts, but the ones there are solid and well documented.',
  },
];

function Rating({ value }: { value: number }) {
  return (
    <span className="flex gap-0.5" role="img" aria-label={`${value} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={cn('size-4', n <= value ? 'fill-warning text-warning' : 'text-border')} />
      ))}
    </span>
  );
}

export function MasonryWallReviews() {
  return (
    <ul className="columns-1 gap-4 md:columns-2 xl:columns-3">
      {reviews.map((review) => (
        <li key={review.name} className="mb-4 break-inside-avoid">
          <figure className="flex flex-col gap-3 rounded-lg border bg-card p-4">
            <Rating value={review.rating} />
            <blockquote className="text-sm leading-relaxed">{review.text}</blockquote>
            <figcaption className="flex items-center gap-3">
              <Avatar alt={review.name} color={review.color} size="sm" />
              <span className="flex flex-col">
                <span className="text-sm font-medium">{review.name}</span>
                <span className="text-xs text-muted-foreground">{review.role}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
