/** Small, medium and large radios. */
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

export function RadioSizes() {
  const id = useId();
  const sizes = [
    { size: 'sm', label: 'Small' },
    { size: 'md', label: 'Medium' },
    { size: 'lg', label: 'Large' },
  ] as const;
  return (
    <RadioGroup aria-label="Size" defaultValue="md" className="flex flex-wrap items-center gap-6">
      {sizes.map(({ size, label }) => (
        <div key={size} className="flex items-center gap-2">
          <RadioGroupItem id={`${id}-${size}`} value={size} size={size} />
          <Label htmlFor={`${id}-${size}`}>{label}</Label>
        </div>
      ))}
    </RadioGroup>
  );
}
