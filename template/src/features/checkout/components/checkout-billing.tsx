import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { MaskedInput } from '@/components/ui/masked-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cities, countries } from '../data';
import type { Checkout } from '../form-schema';

type TextName = 'firstName' | 'lastName' | 'email' | 'company' | 'companyId' | 'address' | 'zip';

/** Step 1: who pays and where. */
export function CheckoutBilling({ control }: { control: Control<Checkout> }) {
  const { t, i18n } = useTranslation('ui-forms');
  const countryNames = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);

  const text = (name: TextName, options: { required?: boolean; type?: string; autoComplete?: string } = {}) => (
    <ControlledField control={control} name={name} label={t(`checkout.fields.${name}`)} required={options.required}>
      {(field, aria) => <Input {...field} {...aria} type={options.type} autoComplete={options.autoComplete} />}
    </ControlledField>
  );
  const select = (name: 'city' | 'country', items: { value: string; label: string }[]) => (
    <ControlledField control={control} name={name} label={t(`checkout.fields.${name}`)} required>
      {({ value, onChange, onBlur, ref }, aria) => (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger {...aria} ref={ref} onBlur={onBlur}>
            <SelectValue placeholder={t(`checkout.placeholders.${name}`)} />
          </SelectTrigger>
          <SelectContent>
            {items.map((item) => (
              <SelectItem key={item.value} value={item.value}>
                {item.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </ControlledField>
  );

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {text('firstName', { required: true, autoComplete: 'given-name' })}
      {text('lastName', { required: true, autoComplete: 'family-name' })}
      {text('email', { required: true, type: 'email', autoComplete: 'email' })}
      <ControlledField
        control={control}
        name="phone"
        label={t('checkout.fields.phone')}
        description={t('checkout.hints.phone')}
        required
      >
        {({ value, onChange, onBlur, ref, name }, aria) => (
          <MaskedInput
            {...aria}
            ref={ref}
            name={name}
            pattern="(###) ###-####"
            placeholder="(555) 010-2030"
            autoComplete="tel-national"
            value={value}
            onValueChange={onChange}
            onBlur={onBlur}
          />
        )}
      </ControlledField>
      {text('company', { autoComplete: 'organization' })}
      {text('companyId')}
      <div className="sm:col-span-2">{text('address', { required: true, autoComplete: 'street-address' })}</div>
      {text('zip', { required: true, autoComplete: 'postal-code' })}
      {select(
        'city',
        cities.map((city) => ({ value: city, label: city })),
      )}
      {select(
        'country',
        countries.map((code) => ({ value: code, label: countryNames.of(code) ?? code })),
      )}
    </div>
  );
}
