/** `position` overrides the corner for one snackbar: top or bottom, start, centre or end. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast, type ToastOptions } from '@/components/ui/toast';

const positions: NonNullable<ToastOptions['position']>[] = [
  'top-center',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];

export function SnackbarPosition() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap gap-3">
      {positions.map((position) => (
        <Button
          key={position}
          variant="outline"
          color="secondary"
          onClick={() => toast(t(`snackbars.demo.positions.${position}.message`), { position })}
        >
          {t(`snackbars.demo.positions.${position}.label`)}
        </Button>
      ))}
    </div>
  );
}
