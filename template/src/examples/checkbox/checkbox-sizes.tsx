/** Small, medium and large checkboxes, to sit next to text of each size. */
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

export function CheckboxSizes() {
  const id = useId();
  const sizes = [
    { size: 'sm', label: 'Small' },
    { size: 'md', label: 'Medium' },
    { size: 'lg', label: 'Large' },
  ] as const;
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      {sizes.map(({ size, label }) => (
        <div key={size} className="flex items-center gap-2">
          <Checkbox id={`${id}-${size}`} size={size} defaultChecked />
          <Label htmlFor={`${id}-${size}`}>{label}</Label>
        </div>
      ))}
    </div>
  );
}
