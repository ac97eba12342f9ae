/** Three ways to draw a field: outlined (the default), filled and underlined. Focus and errors look the same in each. */
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export function TextFieldVariants() {
  const id = useId();
  const variants = [
    { variant: 'outline', label: 'Outlined' },
    { variant: 'filled', label: 'Filled' },
    { variant: 'underline', label: 'Underlined' },
  ] as const;
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      {variants.map(({ variant, label }) => (
        <div key={variant} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${variant}`}>{label}</Label>
          <Input id={`${id}-${variant}`} variant={variant} placeholder="Ada Lovelace" />
        </div>
      ))}
    </div>
  );
}
