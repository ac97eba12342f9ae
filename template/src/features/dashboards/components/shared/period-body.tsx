import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';

export interface PeriodBodyProps {
  /** Another period's figures are on their way: the ones shown fade and the body is marked busy. */
  busy: boolean;
  /** The period's figures could not be loaded. */
  error: Error | null;
  onRetry: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * The body of a card that switches periods: while the next period loads, the current figures stay
 * in place (faded), so the card keeps its size; a failure shows Retry over the same room.
 */
export function PeriodBody({ busy, error, onRetry, className, children }: PeriodBodyProps) {
  const { t } = useTranslation('common');
  return (
    <div className="relative" aria-busy={busy || undefined}>
      <div
        inert={Boolean(error)}
        className={cn('transition-opacity', busy && 'opacity-40', error && 'opacity-0', className)}
      >
        {children}
      </div>
      {busy && (
        <p role="status" className="sr-only">
          {t('shell.loading')}
        </p>
      )}
      {error && <ErrorState className="absolute inset-0" onRetry={onRetry} />}
    </div>
  );
}
