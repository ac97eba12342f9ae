/**
 * A destructive action asks first through the app's one confirmation, ConfirmDialog: an alert dialog
 * that names what goes, opens on Cancel (the safe choice), shows progress while the action runs and
 * says why when it fails. The page owns `open` and learns the answer.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export function DialogConfirm() {
  const { t } = useTranslation('ui-components');
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<'none' | 'deleted' | 'kept'>('none');
  const confirmed = useRef(false);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button
        color="error"
        variant="tonal"
        onClick={() => {
          confirmed.current = false;
          setOpen(true);
        }}
      >
        {t('dialog.demo.confirm.button')}
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {t(`dialog.demo.confirm.result.${result}`)}
      </span>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          // Closed by the action's success, or by Cancel / Escape.
          if (!next) setResult(confirmed.current ? 'deleted' : 'kept');
          setOpen(next);
        }}
        title={t('dialog.demo.confirm.title')}
        description={t('dialog.demo.confirm.description')}
        onConfirm={async () => {
          // A real page awaits its API call here; the dialog shows progress meanwhile.
          await new Promise((resolve) => setTimeout(resolve, 600));
          confirmed.current = true;
        }}
      />
    </div>
  );
}
