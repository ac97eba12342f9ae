/**
 * Toasts that ask for something: an undo action, a toast that stays until it is closed, and a
 * button that clears every toast on screen.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

export function ToastifyActions() {
  const { t } = useTranslation('ui-extensions');
  const [archived, setArchived] = useState(0);

  const archive = () => {
    setArchived((n) => n + 1);
    toast(t('toastify.demo.archived'), {
      action: { label: t('toastify.demo.undo'), onClick: () => setArchived((n) => n - 1) },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <Button onClick={archive}>{t('toastify.demo.archive')}</Button>
        <Button
          variant="outline"
          onClick={() =>
            toast.info(t('toastify.demo.maintenance'), {
              description: t('toastify.demo.maintenanceDetail'),
              duration: Infinity,
            })
          }
        >
          {t('toastify.demo.persistent')}
        </Button>
        <Button variant="text" color="secondary" onClick={() => toast.dismiss()}>
          {t('toastify.demo.dismissAll')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('toastify.demo.archivedCount', { count: archived })}
      </p>
    </div>
  );
}
