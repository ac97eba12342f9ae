/** Compact, default and comfortable rows: denser forms in tables and filters, roomier ones on landing pages. */
import { useId } from 'react';
import { InputGroup, InputGroupInput } from '@/components/ui/input-group';
import { Label } from '@/components/ui/label';

export function TextFieldDensity() {
  const id = useId();
  const densities = [
    { density: 'compact', label: 'Compact' },
    { density: 'default', label: 'Default' },
    { density: 'comfortable', label: 'Comfortable' },
  ] as const;
  return (
    <div className="grid items-end gap-5 sm:grid-cols-3">
      {densities.map(({ density, label }) => (
        <div key={density} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${density}`}>{label}</Label>
          <InputGroup density={density}>
            <InputGroupInput id={`${id}-${density}`} placeholder="Search orders" />
          </InputGroup>
        </div>
      ))}
    </div>
  );
}
