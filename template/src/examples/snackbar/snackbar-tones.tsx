/** Success, info, warning and error tones, each with its icon; errors are announced assertively. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

export function SnackbarTones() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        color="success"
        variant="tonal"
        onClick={() => toast(t('snackbars.demo.paymentReceived'), { tone: 'success' })}
      >
        {t('tones.success')}
      </Button>
      <Button color="info" variant="tonal" onClick={() => toast(t('snackbars.demo.newVersion'), { tone: 'info' })}>
        {t('tones.info')}
      </Button>
      <Button
        color="warning"
        variant="tonal"
        onClick={() => toast(t('snackbars.demo.sessionEnds'), { tone: 'warning' })}
      >
        {t('tones.warning')}
      </Button>
      <Button color="error" variant="tonal" onClick={() => toast(t('snackbars.demo.serverDown'), { tone: 'error' })}>
        {t('tones.error')}
      </Button>
    </div>
  );
}
