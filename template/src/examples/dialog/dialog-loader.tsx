/** A blocking progress dialog while work runs; it is announced busy and closes itself when done. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';

export function DialogLoader() {
  const { t } = useTranslation('ui-components');
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setRunning(false), 2500);
    return () => window.clearTimeout(timer);
  }, [running]);
  return (
    <>
      <Button loading={running} onClick={() => setRunning(true)}>
        {t('dialog.demo.loader.button')}
      </Button>
      <Dialog open={running} onOpenChange={() => undefined}>
        <DialogContent showClose={false} className="max-w-sm gap-3 p-6" aria-busy>
          <DialogTitle>{t('dialog.demo.loader.title')}</DialogTitle>
          <DialogDescription>{t('dialog.demo.loader.description')}</DialogDescription>
          <Progress label={t('dialog.demo.loader.title')} />
        </DialogContent>
      </Dialog>
    </>
  );
}
