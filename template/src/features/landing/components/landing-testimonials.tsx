import { BadgeCheck, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { testimonials } from '../testimonials';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/** Reviews in a masonry wall: CSS columns, so cards of any length pack without a script. */
export function LandingTestimonials() {
  const { t } = useTranslation('landing');
  return (
    <ul className="columns-1 gap-6 sm:columns-2 lg:columns-3">
      {testimonials.map((item) => (
        <li key={item.handle} className="mb-6 break-inside-avoid">
          <figure className="rounded-card border border-border/60 bg-card p-6 shadow-card">
            <div className="flex items-center gap-3">
              <span className="relative grid size-11 shrink-0 place-items-center rounded-full bg-primary/14 text-sm font-semibold text-primary-text">
                {initials(item.name)}
                <BadgeCheck aria-hidden className="absolute -end-1 -bottom-1 size-4.5 rounded-full bg-card text-info" />
              </span>
              <figcaption className="min-w-0">
                <p className="truncate font-semibold text-foreground">
                  {item.name}
                  <span className="sr-only"> ({t('testimonials.verified')})</span>
                </p>
                <p className="truncate text-xs text-muted-foreground" dir="ltr">
                  {item.handle} · {item.role}
                </p>
              </figcaption>
            </div>
            <p className="mt-4 flex gap-0.5" role="img" aria-label={t('testimonials.rating', { count: item.rating })}>
              {[1, 2, 3, 4, 5].map((n) => (
                <Star
                  key={n}
                  aria-hidden
                  className={cn('size-4', n <= item.rating ? 'fill-warning text-warning' : 'text-border')}
                />
              ))}
            </p>
            <blockquote lang="en" dir="ltr" className="mt-3 text-sm leading-relaxed text-foreground/90">
              <p>“{item.quote}”</p>
            </blockquote>
          </figure>
        </li>
      ))}
    </ul>
  );
}
