/** Height and corners come from className; `striped` adds diagonal stripes. */
import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';

export function ProgressLinearStriped() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-4">
      <Progress value={60} striped className="h-3" label={t('progress.demo.striped')} />
      <Progress
        value={45}
        striped
        color="success"
        className="h-4 rounded-sm [&>*]:rounded-sm"
        label={t('progress.demo.stripedSquare')}
      />
      <Progress value={80} color="warning" className="h-1" label={t('progress.demo.thin')} />
      <Progress value={30} color="error" className="h-5" label={t('progress.demo.thick')} />
    </div>
  );
}
