/** `toast.promise` follows a task: a loading snackbar that turns into success or error. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

const upload = (fail: boolean) =>
  new Promise<string>((resolve, reject) =>
    window.setTimeout(() => (fail ? reject(new Error('offline')) : resolve('avatar.png')), 1500),
  );

export function SnackbarPromise() {
  const { t } = useTranslation('ui-components');
  const run = (fail: boolean) =>
    toast.promise(upload(fail), {
      loading: t('snackbars.demo.uploading'),
      success: (file: string) => t('snackbars.demo.uploaded', { file }),
      error: t('snackbars.demo.uploadFailed'),
    });
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => run(false)}>{t('snackbars.demo.upload')}</Button>
      <Button variant="tonal" color="error" onClick={() => run(true)}>
        {t('snackbars.demo.uploadFails')}
      </Button>
    </div>
  );
}
