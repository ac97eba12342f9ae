import { useTranslation } from 'react-i18next';
import { InvoiceField } from './invoice-field';

/** Name, address and phone of the sender ("from") or the customer ("to"). */
export function InvoicePartyFields({ party }: { party: 'from' | 'to' }) {
  const { t } = useTranslation('invoices');
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t(party === 'from' ? 'document.from' : 'document.to')}
      </legend>
      <InvoiceField name={`${party}.name`} label={t('form.name')} autoComplete="organization" />
      <InvoiceField
        name={`${party}.address`}
        label={t('form.address')}
        multiline
        rows={3}
        className="[&_textarea]:min-h-20"
      />
      <InvoiceField name={`${party}.phone`} label={t('form.phone')} type="tel" autoComplete="tel" dir="ltr" />
    </fieldset>
  );
}
