/** Times in 24-hour and 12-hour formats; each block only takes values that exist (no 25:70). */
import { useId } from 'react';
import { IMask, useIMask } from 'react-imask';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export function CleaveInputTime() {
  const { t } = useTranslation('ui-extensions');
  const id24 = useId();
  const id12 = useId();
  const { ref: ref24 } = useIMask<HTMLInputElement>({
    mask: 'HH:MM',
    blocks: {
      HH: { mask: IMask.MaskedRange, from: 0, to: 23, maxLength: 2 },
      MM: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
    },
  });
  const { ref: ref12 } = useIMask<HTMLInputElement>({
    mask: 'hh:MM AA',
    blocks: {
      hh: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2 },
      MM: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
      AA: { mask: IMask.MaskedEnum, enum: ['AM', 'PM'] },
    },
    prepareChar: (char) => char.toUpperCase(),
  });
  return (
    <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id24}>{t('cleave-input.demo.time24')}</Label>
        <Input id={id24} ref={ref24} dir="ltr" inputMode="numeric" placeholder="18:30" className="text-start" />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id12}>{t('cleave-input.demo.time12')}</Label>
        <Input id={id12} ref={ref12} dir="ltr" placeholder="06:30 PM" className="text-start" />
      </div>
    </div>
  );
}
