/** Compact, default and comfortable heights. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';

const colours = ['red', 'green', 'blue', 'black', 'white'] as const;
const densities = ['compact', 'default', 'comfortable'] as const;

export function ComboboxDensity() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  const options = colours.map((colour) => ({ value: colour, label: t(`combobox.colours.${colour}`) }));
  return (
    <div className="grid items-end gap-5 sm:grid-cols-3">
      {densities.map((density) => (
        <div key={density} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${density}`}>{t(`density.${density}`)}</Label>
          <Combobox id={`${id}-${density}`} density={density} options={options} defaultValue="blue" />
        </div>
      ))}
    </div>
  );
}
