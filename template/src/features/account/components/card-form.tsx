import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MaskedInput } from '@/components/ui/masked-input';
import { toast } from '@/components/ui/toast';
import { useFormMessage } from '@/lib/form-messages';
import { useAddCard } from '../api/billing';
import { cardFormSchema, type CardFormValues } from '../form-schema';
import { cardBrandOf, cvcLength } from '../types';
import { applyServerErrors } from './server-errors';

const empty: CardFormValues = { number: '', name: '', expiry: '', cvc: '' };

/** A new card: number (grouped as typed, brand shown), name, expiry MM/YY and security code. */
export function CardForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const text = useFormMessage();
  const add = useAddCard();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CardFormValues>({ resolver: zodResolver(cardFormSchema), defaultValues: empty });
  const number = useWatch({ control: form.control, name: 'number' });
  const brand = cardBrandOf(number);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    add.mutate(values, {
      onSuccess: () => {
        toast.success(t('cards.added'));
        onDone();
      },
      onError: (e) => setFailure(applyServerErrors(form, e, ['number', 'name', 'expiry', 'cvc'], t('saveFailed'))),
    });
  });

  const masked = (name: 'number' | 'expiry' | 'cvc', pattern: string, autoComplete: string, description?: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField label={t(`cards.${name}`)} error={text(errors[name]?.message)} description={description} required>
          {(control) => (
            <MaskedInput
              {...control}
              ref={field.ref}
              name={field.name}
              pattern={pattern}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete={autoComplete}
              dir="ltr"
            />
          )}
        </FormField>
      )}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4 rounded-card border border-border p-4"
      aria-label={t('cards.addTitle')}
    >
      {failure && (
        <Alert color="error" role="alert">
          {failure}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {masked(
          'number',
          brand === 'amex' ? '#### ###### #####' : '#### #### #### ####',
          'cc-number',
          number ? t(`cards.brands.${brand}`) : t('cards.numberHint'),
        )}
        <FormField label={t('cards.name')} error={text(errors.name?.message)} required>
          {(control) => <Input {...control} autoComplete="cc-name" {...form.register('name')} />}
        </FormField>
        {masked('expiry', '##/##', 'cc-exp', t('cards.expiryHint'))}
        {masked('cvc', '#'.repeat(cvcLength(brand)), 'cc-csc')}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={add.isPending}>
          {t('cards.add')}
        </Button>
        <Button type="button" variant="tonal" color="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
