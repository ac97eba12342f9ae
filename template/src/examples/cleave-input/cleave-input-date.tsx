/**
 * Dates typed digit by digit: the slashes appear on their own, and impossible days or months are
 * refused as they are typed. A card expiry (month and year) uses the same blocks.
 */
import { useId, useState } from 'react';
import { IMask, useIMask } from 'react-imask';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDate } from '@/lib/format';

export function CleaveInputDate() {
  const { t } = useTranslation('ui-extensions');
  const dateId = useId();
  const expiryId = useId();
  const [date, setDate] = useState<Date | null>(null);
  const { ref: dateRef } = useIMask<HTMLInputElement>(
    {
      mask: Date,
      pattern: 'd{/}`m{/}`Y',
      // A pattern other than the default d.m.Y needs its own way to and from a Date.
      format: (value: Date | null) =>
        value
          ? [value.getDate(), value.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/') +
            `/${value.getFullYear()}`
          : '',
      parse: (text: string) => {
        const [day = 0, month = 0, year = 0] = text.split('/').map(Number);
        return new Date(year, month - 1, day);
      },
      min: new Date(1900, 0, 1),
      max: new Date(2100, 11, 31),
      lazy: true,
      autofix: true,
    },
    {
      // The typed value is a Date once every digit is in, and null before.
      onAccept: (_value, mask) => setDate(mask.masked.isComplete ? (mask.typedValue as Date) : null),
    },
  );
  const { ref: expiryRef } = useIMask<HTMLInputElement>({
    mask: 'MM{/}YY',
    blocks: {
      MM: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2 },
      YY: { mask: IMask.MaskedRange, from: 0, to: 99, maxLength: 2 },
    },
  });
  return (
    <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={dateId}>{t('cleave-input.demo.date')}</Label>
        <Input id={dateId} ref={dateRef} inputMode="numeric" placeholder="31/12/2026" />
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {date ? formatDate(date, { dateStyle: 'full' }) : t('cleave-input.demo.incomplete')}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={expiryId}>{t('cleave-input.demo.expiry')}</Label>
        <Input id={expiryId} ref={expiryRef} inputMode="numeric" autoComplete="cc-exp" placeholder="08/29" />
      </div>
    </div>
  );
}
