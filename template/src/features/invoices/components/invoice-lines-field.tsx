import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { formatMoney, formatNumber } from '@/lib/format';
import { emptyLine, readLines, type InvoiceFormValues } from '../form-schema';
import { InvoiceField } from './invoice-field';
import { useFormMessage } from './use-form-message';

/** The invoice's lines: add, edit and remove them; each shows its total as it is typed. */
export function InvoiceLinesField() {
  const { t } = useTranslation('invoices');
  const { control, formState } = useFormContext<InvoiceFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'products' });
  const lines = readLines(useWatch({ control, name: 'products' }) ?? []);
  const message = useFormMessage();
  const listError = message(get<unknown, { message?: string } | undefined>(formState.errors, 'products')?.message);
  return (
    <section aria-labelledby="invoice-lines-title" className="flex flex-col gap-4">
      <h2 id="invoice-lines-title" className="text-base font-semibold">
        {t('form.lines')}
      </h2>
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li
            key={field.id}
            aria-label={t('form.lineLabel', { n: formatNumber(index + 1) })}
            className="grid gap-4 rounded-card border border-border p-4 sm:grid-cols-2"
          >
            <InvoiceField name={`products.${index}.name`} label={t('form.item')} />
            <InvoiceField name={`products.${index}.description`} label={t('form.description')} />
            <div className="flex flex-wrap items-start gap-4 sm:col-span-2">
              <InvoiceField
                name={`products.${index}.quantity`}
                label={t('form.quantity')}
                inputMode="numeric"
                className="w-28"
              />
              <InvoiceField
                name={`products.${index}.price`}
                label={t('form.price')}
                inputMode="decimal"
                className="w-36"
              />
              <div className="ms-auto flex flex-col items-end gap-1 self-end">
                <p className="text-sm">
                  <span className="text-muted-foreground">{t('form.lineTotal')} </span>
                  <output className="font-semibold tabular-nums">
                    {formatMoney((lines[index]?.quantity ?? 0) * (lines[index]?.price ?? 0))}
                  </output>
                </p>
                <Button
                  variant="text"
                  color="error"
                  size="sm"
                  disabled={fields.length === 1}
                  aria-label={t('form.removeLine', { n: formatNumber(index + 1) })}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden />
                  {t('form.remove')}
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <FieldError>{listError}</FieldError>
      <Button
        variant="tonal"
        className="self-start"
        // The new line's first field takes focus so typing can start at once.
        onClick={() => append(emptyLine, { focusName: `products.${fields.length}.name` })}
      >
        <Plus aria-hidden />
        {t('form.addLine')}
      </Button>
    </section>
  );
}
