import type { ReactNode } from 'react';

export interface CardExamplesSectionProps {
  /** Id of the section's h2, which names the section for assistive technology. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A group of card examples under its own h2. */
export function CardExamplesSection({ id, title, children }: CardExamplesSectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
