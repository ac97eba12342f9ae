import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { AccountTab } from '../types';
import { tabSkeletonClass } from './tab-heights';

/** A tab's loading (skeleton) and error (message and retry) states around its loaded content. */
export function TabState<T>({
  query,
  label,
  tab,
  children,
}: {
  query: UseQueryResult<T>;
  /** Names what is loading, for screen readers. */
  label: string;
  /** Which tab: its placeholder is as tall as the loaded tab (tab-heights.ts), so the footer does not jump. */
  tab: AccountTab;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('account');
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Alert color="error" role="alert" title={t('loadFailed')}>
        <Button size="sm" variant="tonal" color="error" className="mt-2" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <div role="status" aria-label={t('loading', { what: label })} className="flex flex-col gap-6">
      <Skeleton className={cn('rounded-card', tabSkeletonClass[tab])} />
    </div>
  );
}
