/**
 * A card number formatted while it is typed (react-imask): digits only, grouped 4-4-4-4, or
 * 4-6-5 for American Express, whose brand is recognised from the first digits.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIMask } from 'react-imask';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const brands = [
  { name: 'American Express', test: /^3[47]/ },
  { name: 'Visa', test: /^4/ },
  { name: 'Mastercard', test: /^(5[1-5]|2[2-7])/ },
  { name: 'Discover', test: /^6(011|5)/ },
];

export function CleaveInputCard() {
  const { t } = useTranslation('ui-extensions');
  const id = useId();
  const { ref, value, unmaskedValue } = useIMask<HTMLInputElement>({
    mask: [{ mask: '0000 000000 00000' }, { mask: '0000 0000 0000 0000' }],
    // The first mask (4-6-5) is for American Express only; every other card uses the second.
    dispatch: (appended, masked) => {
      const digits = (masked.unmaskedValue + appended).replace(/\D/g, '');
      return masked.compiledMasks[/^3[47]/.test(digits) ? 0 : 1];
    },
  });
  const brand = brands.find((b) => b.test.test(unmaskedValue))?.name;
  return (
    <div className="flex max-w-sm flex-col gap-1.5">
      <Label htmlFor={id}>{t('cleave-input.demo.cardNumber')}</Label>
      <Input
        id={id}
        ref={ref}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        aria-describedby={`${id}-brand`}
      />
      <p id={`${id}-brand`} className="text-xs text-muted-foreground" aria-live="polite">
        {value
          ? t('cleave-input.demo.cardStatus', {
              brand: brand ?? t('cleave-input.demo.unknownCard'),
              count: unmaskedValue.length,
            })
          : t('cleave-input.demo.cardHint', { visa: '4242 4242 4242 4242', amex: '3782 822463 10005' })}
      </p>
    </div>
  );
}
