import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/field';
import { registerWithValue } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/input';
import { pathTo } from '@/config/paths';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-client';
import { useSaveInvoice } from '../api/save-invoice';
import { invoiceStatuses, type Invoice } from '../types';
import { invoiceFormSchema, type InvoiceFormValues, toInvoiceInput } from '../form-schema';
import { InvoiceDatesFields } from './invoice-dates-fields';
import { InvoiceField } from './invoice-field';
import { InvoiceLinesField } from './invoice-lines-field';
import { invoiceDetailsHref } from './invoice-links';
import { InvoicePartyFields } from './invoice-party-fields';
import { InvoiceSummaryFields } from './invoice-summary-fields';

export interface InvoiceEditorProps {
  /** The invoice being edited; without it the editor creates a new one. */
  invoice?: Invoice;
  /** Starting values of the form. */
  defaultValues: InvoiceFormValues;
}

/**
 * The invoice form: from and to, dates, lines, discount and tax with live totals, status, and
 * "Save as draft" next to "Create" or "Update". Nothing is sent while a field is invalid; fields the
 * server refuses show its message.
 */
export function InvoiceEditor({ invoice, defaultValues }: InvoiceEditorProps) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const form = useForm<InvoiceFormValues>({ resolver: zodResolver(invoiceFormSchema), defaultValues });
  const save = useSaveInvoice(invoice?.id);
  const [savingDraft, setSavingDraft] = useState(false);

  const submit = (draft: boolean) =>
    form.handleSubmit((values) => {
      setSavingDraft(draft);
      save.mutate(toInvoiceInput(values, draft), {
        onSuccess: (saved) => {
          toast.success(t(invoice ? 'form.updated' : 'form.created', { number: saved.invoiceNumber }));
          void navigate(invoiceDetailsHref(saved.id));
        },
        onError: (error) => {
          for (const [field, messages] of Object.entries(apiFieldErrors(error))) {
            form.setError(field as FieldPath<InvoiceFormValues>, { message: messages[0] });
          }
          toast.error(apiErrorMessage(error) ?? t('form.failed'));
        },
      });
    });

  const statusError = form.formState.errors.status?.message;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={invoice ? t('form.editLabel', { number: invoice.invoiceNumber }) : t('form.addLabel')}
        onSubmit={(event) => void submit(false)(event)}
        className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
      >
        <Card>
          <CardContent className="flex flex-col gap-8">
            <div className="grid gap-6 md:grid-cols-2">
              <InvoicePartyFields party="from" />
              <InvoicePartyFields party="to" />
            </div>
            <InvoiceDatesFields />
            <InvoiceLinesField />
            <InvoiceSummaryFields />
            <InvoiceField name="note" label={t('document.note')} multiline rows={3} />
          </CardContent>
        </Card>
        <Card className="lg:sticky lg:top-24">
          <CardHeader>
            <CardTitle>{t('form.publish')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <FormField label={t('columns.status')} error={statusError}>
              {(control) => (
                <NativeSelect {...registerWithValue(form, 'status')} {...control}>
                  {invoiceStatuses.map((status) => (
                    <option key={status} value={status}>
                      {t(`status.${status}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <Button type="submit" loading={save.isPending && !savingDraft} disabled={save.isPending}>
              {invoice ? t('form.update') : t('form.create')}
            </Button>
            <Button
              variant="tonal"
              color="secondary"
              loading={save.isPending && savingDraft}
              disabled={save.isPending}
              onClick={(event) => void submit(true)(event)}
            >
              {t('form.saveDraft')}
            </Button>
            <Link
              to={invoice ? invoiceDetailsHref(invoice.id) : pathTo('apps-invoice-list')}
              className={buttonClasses({ variant: 'text', color: 'secondary' })}
            >
              {t('form.cancel')}
            </Link>
          </CardContent>
        </Card>
      </form>
    </FormProvider>
  );
}
