/** Outlined, filled and underlined selects; the list opens below and follows the keyboard. */
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const variants = [
  { variant: 'outline', label: 'Outlined' },
  { variant: 'filled', label: 'Filled' },
  { variant: 'underline', label: 'Underlined' },
] as const;

export function SelectVariants() {
  const id = useId();
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      {variants.map(({ variant, label }) => (
        <div key={variant} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${variant}`}>{label}</Label>
          <Select defaultValue="fr">
            <SelectTrigger id={`${id}-${variant}`} variant={variant}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="fr">France</SelectItem>
              <SelectItem value="de">Germany</SelectItem>
              <SelectItem value="es">Spain</SelectItem>
            </SelectContent>
          </Select>
        </div>
      ))}
    </div>
  );
}
