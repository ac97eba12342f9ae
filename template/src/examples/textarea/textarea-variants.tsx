/** Outlined, filled and underlined text areas: the same field drawn three ways. */
import { useId } from 'react';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export function TextareaVariants() {
  const id = useId();
  const variants = [
    { variant: 'outline', label: 'Outlined' },
    { variant: 'filled', label: 'Filled' },
    { variant: 'underline', label: 'Underlined' },
  ] as const;
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {variants.map(({ variant, label }) => (
        <div key={variant} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${variant}`}>{label}</Label>
          <Textarea id={`${id}-${variant}`} variant={variant} placeholder="Write a short note…" />
        </div>
      ))}
    </div>
  );
}
