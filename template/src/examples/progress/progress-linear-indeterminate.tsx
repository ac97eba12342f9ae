/** An indeterminate bar slides while the length of the work is unknown. */
import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';

export function ProgressLinearIndeterminate() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-4">
      <Progress label={t('progress.demo.syncing')} />
      <Progress label={t('progress.demo.syncing')} color="success" />
      <Progress label={t('progress.demo.syncing')} color="secondary" />
    </div>
  );
}
