import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { MaskedInput } from '@/components/ui/masked-input';
import type { Checkout } from '../form-schema';

const masks = {
  cardNumber: { pattern: '#### #### #### ####', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242' },
  expiry: { pattern: '##/##', autoComplete: 'cc-exp', placeholder: '08/29' },
  cvv: { pattern: '###', autoComplete: 'cc-csc', placeholder: '123' },
} as const;

/** Step 2: the card, its number, expiry and CVV formatted as they are typed. */
export function CheckoutPayment({ control }: { control: Control<Checkout> }) {
  const { t } = useTranslation('ui-forms');
  const masked = (name: keyof typeof masks, description?: string) => (
    <ControlledField
      control={control}
      name={name}
      label={t(`checkout.fields.${name}`)}
      description={description}
      required
    >
      {({ value, onChange, onBlur, ref, name: fieldName }, aria) => (
        <MaskedInput
          {...aria}
          ref={ref}
          name={fieldName}
          pattern={masks[name].pattern}
          placeholder={masks[name].placeholder}
          autoComplete={masks[name].autoComplete}
          value={value}
          onValueChange={onChange}
          onBlur={onBlur}
        />
      )}
    </ControlledField>
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">{masked('cardNumber')}</div>
      <div className="sm:col-span-2">
        <ControlledField control={control} name="cardHolder" label={t('checkout.fields.cardHolder')} required>
          {(field, aria) => <Input {...field} {...aria} autoComplete="cc-name" />}
        </ControlledField>
      </div>
      {masked('expiry', t('checkout.hints.expiry'))}
      {masked('cvv', t('checkout.hints.cvv'))}
    </div>
  );
}
