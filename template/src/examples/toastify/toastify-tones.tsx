/** The app's toaster (Sonner) in each tone: neutral, success, error, info and warning, with a description. */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { formatBytes, formatPercent } from '@/lib/format';

export function ToastifyTones() {
  const { t } = useTranslation('ui-extensions');
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" color="secondary" onClick={() => toast(t('toastify.demo.draftSaved'))}>
        {t('toastify.demo.tones.default')}
      </Button>
      <Button
        color="success"
        onClick={() => toast.success(t('toastify.demo.paid'), { description: t('toastify.demo.paidDetail') })}
      >
        {t('toastify.demo.tones.success')}
      </Button>
      <Button
        color="error"
        onClick={() =>
          toast.error(t('toastify.demo.uploadFailed'), {
            description: t('toastify.demo.uploadFailedDetail', { size: formatBytes(5_000_000) }),
          })
        }
      >
        {t('toastify.demo.tones.error')}
      </Button>
      <Button
        color="info"
        onClick={() => toast.info(t('toastify.demo.newVersion'), { description: t('toastify.demo.newVersionDetail') })}
      >
        {t('toastify.demo.tones.info')}
      </Button>
      <Button
        color="warning"
        onClick={() =>
          toast.warning(t('toastify.demo.storage'), {
            description: t('toastify.demo.storageDetail', { used: formatPercent(92) }),
          })
        }
      >
        {t('toastify.demo.tones.warning')}
      </Button>
    </div>
  );
}
