/**
 * Numbers with thousand separators while typing, in two styles: 1,234,567.89 and the French
 * 1 234 567,89. The unmasked value is what a form would send.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('ui-extensions');
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
      <p className="text-xs text-muted-foreground">{t('cleave-input.demo.sentAs', { value: unmaskedValue || '—' })}</p>
    </div>
  );
}

export function CleaveInputNumeral() {
  const { t } = useTranslation('ui-extensions');
  return (
    <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <NumberField label={t('cleave-input.demo.amountPoint')} thousandsSeparator="," radix="." />
      <NumberField label={t('cleave-input.demo.amountComma')} thousandsSeparator={'\u202f'} radix="," />
    </div>
  );
}
