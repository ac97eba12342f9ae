/** Compact, default and comfortable heights. */
import { useId } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';

const colours = ['Red', 'Green', 'Blue', 'Black', 'White'].map((c) => ({ value: c, label: c }));
const densities = [
  { density: 'compact', label: 'Compact' },
  { density: 'default', label: 'Default' },
  { density: 'comfortable', label: 'Comfortable' },
] as const;

export function ComboboxDensity() {
  const id = useId();
  return (
    <div className="grid items-end gap-5 sm:grid-cols-3">
      {densities.map(({ density, label }) => (
        <div key={density} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${density}`}>{label}</Label>
          <Combobox id={`${id}-${density}`} density={density} options={colours} defaultValue="Blue" />
        </div>
      ))}
    </div>
  );
}
