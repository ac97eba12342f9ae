/** "Select all" is indeterminate while only some items are checked; clicking it checks or clears them all. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

const items = ['invoices', 'orders', 'customers'];

export function CheckboxIndeterminate() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  const [chosen, setChosen] = useState(['orders']);
  const all = chosen.length === items.length;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-all`}
          checked={all}
          indeterminate={chosen.length > 0 && !all}
          onChange={() => setChosen(all ? [] : items)}
        />
        <Label htmlFor={`${id}-all`}>{t('checkbox.exportAll')}</Label>
      </div>
      <div className="flex flex-col gap-3 ps-6">
        {items.map((item) => (
          <div key={item} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${item}`}
              checked={chosen.includes(item)}
              onChange={(event) =>
                setChosen((list) => (event.target.checked ? [...list, item] : list.filter((i) => i !== item)))
              }
            />
            <Label htmlFor={`${id}-${item}`}>{t(`checkbox.exports.${item}`)}</Label>
          </div>
        ))}
      </div>
    </div>
  );
}
