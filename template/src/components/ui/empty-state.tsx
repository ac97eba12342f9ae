import type { ComponentProps, ReactNode } from 'react';
import { CloudExclamationPoint, Inbox, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Card } from './card';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** @default an inbox icon */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  action?: ReactNode;
}

/** "Nothing here yet" block for lists, tables and searches. */
export function EmptyState({ className, icon, title, description, action, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center gap-3 px-6 py-10 text-center', className)}
      {...props}
    >
      <span
        className="grid size-14 place-items-center rounded-full bg-muted text-muted-foreground [&_svg]:size-7"
        aria-hidden
      >
        {icon ?? <Inbox />}
      </span>
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
export function EmptyCard({ className, ...props }: EmptyStateProps) {
  return (
    <Card>
      <EmptyState className={cn('min-h-96', className)} {...props} />
    </Card>
  );
}

/** An error state as the whole body of a screen (its record failed to load): a card of a settled height. */
export function ErrorCard({ className, ...props }: ErrorStateProps) {
  return (
    <Card>
      <ErrorState className={cn('min-h-96', className)} {...props} />
    </Card>
  );
}
