/** A description adds a second, smaller line for the details. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

export function SnackbarMultiLine() {
  const { t } = useTranslation('ui-components');
  return (
    <Button
      variant="outline"
      onClick={() =>
        toast(t('snackbars.demo.exportDone'), {
          tone: 'success',
          description: t('snackbars.demo.exportDetails', { file: 'orders-2024.csv', rows: 1284 }),
        })
      }
    >
      {t('snackbars.demo.exportOrders')}
    </Button>
  );
}
