import type { ComponentProps, ReactNode } from 'react';
import { CloudExclamationPoint, Inbox, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Card } from './card';
import { Illustration, type IllustrationName } from './illustration';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** @default an inbox icon */
  icon?: ReactNode;
  /** A drawing instead of the icon, for an empty state that fills a screen's body. */
  illustration?: IllustrationName;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  action?: ReactNode;
}

/** "Nothing here yet" block for lists, tables and searches. */
export function EmptyState({ className, icon, illustration, title, description, action, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center gap-3 px-6 py-10 text-center', className)}
      {...props}
    >
      {illustration ? (
        <Illustration name={illustration} sizes="13rem" className="w-52" />
      ) : (
        <span
          className="grid size-14 place-items-center rounded-full bg-muted text-muted-foreground [&_svg]:size-7"
          aria-hidden
        >
          {icon ?? <Inbox />}
        </span>
      )}
      <div className="flex max-w-sm flex-col gap-1">
        <p className="text-base font-semibold text-foreground">{title}</p>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {action}
    </div>
  );
}

export interface ErrorStateProps extends Omit<EmptyStateProps, 'title'> {
  /** @default translated "Something went wrong" */
  title?: ReactNode;
  /** Called by the Retry button; without it no button shows. */
  onRetry?: () => void;
  /** Disables the button and shows a spinner while retrying. @default false */
  retrying?: boolean;
}

/** A failed load with a way out: a plain message and a Retry button. */
export function ErrorState({ title, description, onRetry, retrying = false, icon, ...props }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      role="alert"
      data-slot="error-state"
      icon={icon ?? <CloudExclamationPoint className="text-error-text" />}
      title={title ?? t('errors.generic')}
      description={description ?? t('errors.tryAgain')}
      action={
        onRetry && (
          <Button variant="tonal" onClick={onRetry} loading={retrying}>
            {!retrying && <RotateCcw aria-hidden />}
            {t('actions.retry')}
          </Button>
        )
      }
      {...props}
    />
  );
}

/** An empty state as the whole body of a screen (a record that does not exist): a card of a settled height. */
export function EmptyCard({ className, illustration = 'empty', ...props }: EmptyStateProps) {
  return (
    <Card>
      <EmptyState className={cn('min-h-96', className)} illustration={illustration} {...props} />
    </Card>
  );
}

/** An error state as the whole body of a screen (its record failed to load): a card of a settled height. */
export function ErrorCard({ className, illustration = 'server-error', ...props }: ErrorStateProps) {
  return (
    <Card>
      <ErrorState className={cn('min-h-96', className)} illustration={illustration} {...props} />
    </Card>
  );
}
