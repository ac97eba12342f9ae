/**
 * One toast follows a task from start to finish: loading while it runs, then success or error.
 * The save here is simulated; pass any promise, such as a mutation's `mutateAsync()`.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

const simulateSave = (succeed: boolean, name: string) =>
  new Promise<{ name: string }>((resolve, reject) => {
    window.setTimeout(() => (succeed ? resolve({ name }) : reject(new Error('Network error'))), 1500);
  });

export function ToastifyPromise() {
  const { t } = useTranslation('ui-extensions');
  const save = (succeed: boolean) => {
    toast.promise(simulateSave(succeed, t('toastify.demo.report')), {
      loading: t('toastify.demo.saving'),
      success: (file) => t('toastify.demo.saved', { name: file.name }),
      // A real error's message may be technical and in English: show your own words to the user.
      error: t('toastify.demo.saveFailed'),
    });
  };
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => save(true)}>{t('toastify.demo.saveSucceeds')}</Button>
      <Button variant="outline" color="error" onClick={() => save(false)}>
        {t('toastify.demo.saveFails')}
      </Button>
    </div>
  );
}
