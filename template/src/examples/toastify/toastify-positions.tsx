/**
 * Any toast can open in one of six places. The buttons name the sides by reading order (start and
 * end), and the physical side is picked at click time, so "top start" is on the right in Arabic.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

type Vertical = 'top' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

const places: { vertical: Vertical; horizontal: Horizontal }[] = [
  { vertical: 'top', horizontal: 'start' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'end' },
  { vertical: 'bottom', horizontal: 'start' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'end' },
];

function physical(vertical: Vertical, horizontal: Horizontal) {
  if (horizontal === 'center') return `${vertical}-center` as const;
  const rtl = document.documentElement.dir === 'rtl';
  const left = (horizontal === 'start') !== rtl;
  return `${vertical}-${left ? 'left' : 'right'}` as const;
}

export function ToastifyPositions() {
  const { t } = useTranslation('ui-extensions');
  return (
    <div className="grid max-w-lg grid-cols-1 gap-3 sm:grid-cols-3">
      {places.map(({ vertical, horizontal }) => {
        const place = t(`toastify.demo.places.${vertical}-${horizontal}`);
        return (
          <Button
            key={place}
            variant="tonal"
            onClick={() => toast(t('toastify.demo.hello', { place }), { position: physical(vertical, horizontal) })}
          >
            {place}
          </Button>
        );
      })}
    </div>
  );
}
