/** A fixed prefix the user cannot delete: an order reference and a price in dollars. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIMask } from 'react-imask';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export function CleaveInputPrefix() {
  const { t } = useTranslation('ui-extensions');
  const orderId = useId();
  const priceId = useId();
  const { ref: orderRef } = useIMask<HTMLInputElement>({ mask: 'ORD-000000', lazy: false, placeholderChar: '_' });
  const { ref: priceRef } = useIMask<HTMLInputElement>({
    mask: '$num',
    blocks: { num: { mask: Number, thousandsSeparator: ',', scale: 2, radix: '.', min: 0 } },
  });
  return (
    <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={orderId}>{t('cleave-input.demo.order')}</Label>
        <Input id={orderId} ref={orderRef} dir="ltr" inputMode="numeric" className="text-start font-mono" />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={priceId}>{t('cleave-input.demo.price')}</Label>
        <Input id={priceId} ref={priceRef} dir="ltr" inputMode="decimal" placeholder="$0.00" className="text-start" />
      </div>
    </div>
  );
}
