import { DatabaseBackup, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SheetFooter } from '@/components/ui/sheet';
import { env } from '@/config/env';
import { useResetDemoData } from '@/hooks/use-reset-demo-data';
import { resetSettings } from '@/lib/settings';

/**
 * "Reset" (display settings back to defaults) and, while the demo backend runs, "Reset demo data"
 * (seeds restored, after a confirmation).
 */
export function CustomizerFooter({ demoBackend = env.demoBackend }: { demoBackend?: boolean }) {
  const { t } = useTranslation('common');
  const reset = useResetDemoData();
  const [confirming, setConfirming] = useState(false);

  if (confirming) {
    return (
      <SheetFooter className="flex-col gap-3">
        <p role="alert" className="text-[0.8125rem] text-foreground">
          {t('customizer.resetDemoConfirm')}
        </p>
        {reset.isError && <p className="text-xs font-medium text-error-text">{t('errors.generic')}</p>}
        <div className="flex gap-2">
          <Button
            variant="outline"
            color="secondary"
            size="sm"
            className="flex-1"
            onClick={() => setConfirming(false)}
            disabled={reset.isPending}
          >
            {t('actions.cancel')}
          </Button>
          <Button
            color="error"
            size="sm"
            className="flex-1"
            loading={reset.isPending}
            onClick={() => reset.mutate()}
            autoFocus
          >
            {t('actions.confirm')}
          </Button>
        </div>
      </SheetFooter>
    );
  }

  return (
    <SheetFooter className="flex-col gap-2">
      <Button variant="tonal" color="secondary" size="sm" onClick={() => resetSettings()}>
        <RotateCcw aria-hidden />
        {t('customizer.reset')}
      </Button>
      {demoBackend && (
        <Button variant="tonal" color="error" size="sm" onClick={() => setConfirming(true)}>
          <DatabaseBackup aria-hidden />
          {t('customizer.resetDemo')}
        </Button>
      )}
    </SheetFooter>
  );
}
