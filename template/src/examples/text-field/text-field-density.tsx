/** Compact, default and comfortable rows: denser forms in tables and filters, roomier ones on landing pages. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InputGroup, InputGroupInput } from '@/components/ui/input-group';
import { Label } from '@/components/ui/label';

const densities = ['compact', 'default', 'comfortable'] as const;

export function TextFieldDensity() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  return (
    <div className="grid items-end gap-5 sm:grid-cols-3">
      {densities.map((density) => (
        <div key={density} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${density}`}>{t(`density.${density}`)}</Label>
          <InputGroup density={density}>
            <InputGroupInput id={`${id}-${density}`} placeholder={t('text-field.searchOrders')} />
          </InputGroup>
        </div>
      ))}
    </div>
  );
}
