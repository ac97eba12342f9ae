import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { invoiceTotals } from '../types';
import { readAmount, readLines, type InvoiceFormValues } from '../form-schema';
import { InvoiceField } from './invoice-field';
import { InvoiceTotalsList } from './invoice-totals-list';

/** Discount and tax amounts beside the totals, which follow every keystroke. */
export function InvoiceSummaryFields() {
  const { t } = useTranslation('invoices');
  const { control } = useFormContext<InvoiceFormValues>();
  const [products, discount, tax] = useWatch({ control, name: ['products', 'discount', 'tax'] });
  const totals = invoiceTotals(readLines(products ?? []), readAmount(discount), readAmount(tax));
  return (
    <div className="flex flex-col gap-6 border-t border-border pt-6 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid gap-4 sm:w-64">
        <InvoiceField
          name="discount"
          label={t('form.discount')}
          description={t('form.amountHint')}
          inputMode="decimal"
        />
        <InvoiceField name="tax" label={t('form.tax')} description={t('form.amountHint')} inputMode="decimal" />
      </div>
      <div aria-live="polite" className="w-full sm:w-auto">
        <InvoiceTotalsList totals={totals} />
      </div>
    </div>
  );
}
