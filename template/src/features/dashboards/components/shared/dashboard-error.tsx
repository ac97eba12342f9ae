import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/empty-state';
import { apiErrorMessage } from '@/lib/api-client';

export interface DashboardErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** Replaces a dashboard's cards when its data cannot be loaded; Retry asks again. */
export function DashboardError({ error, onRetry, retrying }: DashboardErrorProps) {
  const { t } = useTranslation('dashboards');
  return (
    <Card className="col-span-full">
      <ErrorState
        title={t('state.loadError')}
        description={apiErrorMessage(error) ?? (error instanceof Error ? error.message : undefined)}
        onRetry={onRetry}
        retrying={retrying}
      />
    </Card>
  );
}
