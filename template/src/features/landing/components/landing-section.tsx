import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface LandingSectionProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The anchor the navigation links to. */
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  text?: ReactNode;
}

/**
 * A band of the landing page with its centred heading. Focusable (tabIndex -1) so an anchor link
 * can move focus to it; scroll-margin keeps the heading clear of the sticky navigation bar.
 */
export function LandingSection({ id, eyebrow, title, text, className, children, ...props }: LandingSectionProps) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-20 px-4 py-16 outline-none sm:px-8 md:py-24', className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">{eyebrow}</p>
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {text && <p className="mt-4 text-base text-pretty text-muted-foreground">{text}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
