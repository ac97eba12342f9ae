/** A closable alert: uncontrolled it hides itself; here it is controlled so it can come back. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export function AlertClosable() {
  const { t } = useTranslation('ui-components');
  const [open, setOpen] = useState(true);
  return (
    <div className="grid gap-3">
      <Alert closable open={open} onOpenChange={setOpen} color="warning" title={t('alert.demo.unsaved.title')}>
        {t('alert.demo.unsaved.text')}
      </Alert>
      {!open && (
        <Button variant="outline" className="w-fit" onClick={() => setOpen(true)}>
          {t('alert.demo.showAgain')}
        </Button>
      )}
      <Alert closable color="success">
        {t('alert.demo.closeForGood')}
      </Alert>
    </div>
  );
}
