/** `duration` in milliseconds; `Infinity` keeps the snackbar until it is closed. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

export function SnackbarTimeout() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="tonal" onClick={() => toast(t('snackbars.demo.goneIn1'), { duration: 1000 })}>
        {t('snackbars.demo.oneSecond')}
      </Button>
      <Button variant="tonal" onClick={() => toast(t('snackbars.demo.goneIn10'), { duration: 10_000 })}>
        {t('snackbars.demo.tenSeconds')}
      </Button>
      <Button
        variant="tonal"
        color="secondary"
        onClick={() => toast(t('snackbars.demo.staysOpen'), { duration: Infinity })}
      >
        {t('snackbars.demo.untilClosed')}
      </Button>
      <Button variant="text" color="secondary" onClick={() => toast.dismiss()}>
        {t('snackbars.demo.closeAll')}
      </Button>
    </div>
  );
}
