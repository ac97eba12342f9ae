import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardAction, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export type SectionStatus = 'ready' | 'loading' | 'empty' | 'error';

export interface SectionCardProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The card's heading (an h2). */
  title: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
  /** Buttons or a menu at the end of the title row. */
  actions?: ReactNode;
  /**
   * What the body shows: the children, a skeleton, the `empty` note or an error with Retry.
   * @default 'ready'
   */
  status?: SectionStatus;
  /** The note shown when `status` is `empty`. */
  empty?: ReactNode;
  /** Detail of the failure when `status` is `error`. */
  errorMessage?: ReactNode;
  /** Asks again when `status` is `error`; without it no Retry button shows. */
  onRetry?: () => void;
  /** Spinner on the Retry button. @default false */
  retrying?: boolean;
  /**
   * Classes of the body. Give it the loaded content's size (a chart's `h-72`, a list's `min-h-80`)
   * so every status takes the same room and the page does not move when data arrives.
   */
  bodyClassName?: string;
}

/** A titled card whose body switches between content, loading, empty and error at one size. */
export function SectionCard({
  title,
  description,
  actions,
  status = 'ready',
  empty,
  errorMessage,
  onRetry,
  retrying = false,
  bodyClassName,
  className,
  children,
  ...props
}: SectionCardProps) {
  const { t } = useTranslation('common');
  return (
    <Card asChild className={cn('h-full', className)}>
      <section aria-busy={status === 'loading' || undefined} {...props}>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
          {actions && <CardAction>{actions}</CardAction>}
        </CardHeader>
        <div data-slot="section-card-body" className={cn('flex flex-1 flex-col px-6 pb-6', bodyClassName)}>
          {status === 'loading' ? (
            <>
              <Skeleton className="min-h-24 flex-1" />
              <p role="status" className="sr-only">
                {t('shell.loading')}
              </p>
            </>
          ) : status === 'error' ? (
            <ErrorState className="flex-1 py-4" description={errorMessage} onRetry={onRetry} retrying={retrying} />
          ) : status === 'empty' ? (
            <EmptyState className="flex-1 py-4" title={empty} />
          ) : (
            children
          )}
        </div>
      </section>
    </Card>
  );
}
