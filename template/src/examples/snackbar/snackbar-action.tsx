/** An action button in the snackbar, e.g. to undo what just happened. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

export function SnackbarAction() {
  const { t } = useTranslation('ui-components');
  const [archived, setArchived] = useState(0);
  const archive = () => {
    setArchived((n) => n + 1);
    toast(t('snackbars.demo.archived'), {
      action: { label: t('snackbars.demo.undo'), onClick: () => setArchived((n) => Math.max(0, n - 1)) },
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button variant="outline" onClick={archive}>
        {t('snackbars.demo.archive')}
      </Button>
      <span className="text-sm text-muted-foreground">{t('snackbars.demo.archivedCount', { count: archived })}</span>
    </div>
  );
}
