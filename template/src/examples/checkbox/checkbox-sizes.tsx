/** Small, medium and large checkboxes, to sit next to text of each size. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

const sizes = ['sm', 'md', 'lg'] as const;

export function CheckboxSizes() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      {sizes.map((size) => (
        <div key={size} className="flex items-center gap-2">
          <Checkbox id={`${id}-${size}`} size={size} defaultChecked />
          <Label htmlFor={`${id}-${size}`}>{t(`size.${size}`)}</Label>
        </div>
      ))}
    </div>
  );
}
