/** Outlined, filled and underlined comboboxes: type to filter the list, or open it with the arrow. */
import { useId } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';

const fruits = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry', 'Grape', 'Mango', 'Peach'].map((f) => ({
  value: f.toLowerCase(),
  label: f,
}));
const variants = [
  { variant: 'outline', label: 'Outlined' },
  { variant: 'filled', label: 'Filled' },
  { variant: 'underline', label: 'Underlined' },
] as const;

export function ComboboxVariants() {
  const id = useId();
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      {variants.map(({ variant, label }) => (
        <div key={variant} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${variant}`}>{label}</Label>
          <Combobox id={`${id}-${variant}`} variant={variant} options={fruits} placeholder="Pick a fruit" />
        </div>
      ))}
    </div>
  );
}
