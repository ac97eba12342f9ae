/** Outlined, filled and underlined file fields; each is a real file input, so the keyboard and forms work as usual. */
import { useId } from 'react';
import { FileInput } from '@/components/ui/file-input';
import { Label } from '@/components/ui/label';

const variants = [
  { variant: 'outline', label: 'Outlined' },
  { variant: 'filled', label: 'Filled' },
  { variant: 'underline', label: 'Underlined' },
] as const;

export function FileInputVariants() {
  const id = useId();
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      {variants.map(({ variant, label }) => (
        <div key={variant} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${variant}`}>{label}</Label>
          <FileInput id={`${id}-${variant}`} variant={variant} />
        </div>
      ))}
    </div>
  );
}
