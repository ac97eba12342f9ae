/** An autocomplete only accepts values from its list; the three field styles. */
import { useId } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';

const states = ['Alabama', 'Alaska', 'Arizona', 'California', 'Colorado', 'Florida', 'Georgia', 'Texas'].map((s) => ({
  value: s,
  label: s,
}));
const variants = [
  { variant: 'outline', label: 'Outlined' },
  { variant: 'filled', label: 'Filled' },
  { variant: 'underline', label: 'Underlined' },
] as const;

export function AutocompleteVariants() {
  const id = useId();
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      {variants.map(({ variant, label }) => (
        <div key={variant} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${variant}`}>{label}</Label>
          <Combobox id={`${id}-${variant}`} variant={variant} options={states} placeholder="Search a state" />
        </div>
      ))}
    </div>
  );
}
