/**
 * Numbers with thousand separators while typing, in two styles: 1,234,567.89 and the French
 * 1 234 567,89. The unmasked value is what a form would send.
 */
import { useId } from 'react';
import { useIMask } from 'react-imask';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

function NumberField({
  label,
  thousandsSeparator,
  radix,
}: {
  label: string;
  thousandsSeparator: string;
  radix: string;
}) {
  const id = useId();
  const { ref, unmaskedValue } = useIMask<HTMLInputElement>({
    mask: Number,
    scale: 2,
    thousandsSeparator,
    radix,
    mapToRadix: ['.', ','],
    normalizeZeros: true,
  });
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} ref={ref} dir="ltr" inputMode="decimal" placeholder="1234567.89" className="text-start" />
      <p className="text-xs text-muted-foreground">Sent as: {unmaskedValue || '—'}</p>
    </div>
  );
}

export function CleaveInputNumeral() {
  return (
    <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <NumberField label="Amount (1,234.56)" thousandsSeparator="," radix="." />
      <NumberField label="Montant (1 234,56)" thousandsSeparator={'\u202f'} radix="," />
    </div>
  );
}
