/** Without a value the ring spins: work is happening but its length is unknown. */
import { useTranslation } from 'react-i18next';
import { CircularProgress } from '@/components/ui/progress';

export function ProgressCircularIndeterminate() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap items-center gap-4">
      <CircularProgress label={t('progress.demo.loading')} />
      <CircularProgress label={t('progress.demo.loading')} color="success" />
      <CircularProgress label={t('progress.demo.loading')} color="warning" />
      <CircularProgress label={t('progress.demo.loading')} color="error" />
    </div>
  );
}
