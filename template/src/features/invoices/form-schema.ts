/**
 * The editor's form model and its validation (zod + the shared form rules). Inputs hold text, as
 * typed; `toInvoiceInput` turns valid values into what the API takes. Messages travel as codes
 * ("rule:required", "rule:maxLength:120", "invoices:form.errors.dueBeforeIssue") and are put into
 * words in the current language by `useFormMessage`.
 */
import { z } from 'zod/mini';
import { firstError, integer, maxLength, pattern, required, type Rule } from '@/lib/form-rules';
import { calendarDay } from '@/lib/today';
import {
  defaultPaymentTermDays,
  invoiceSender,
  invoiceStatuses,
  invoiceTotals,
  type Invoice,
  type InvoiceInput,
} from './types';

const ruleCode = (message: NonNullable<ReturnType<Rule>>) =>
  `rule:${message.key}${message.values ? `:${message.values.count}` : ''}`;

/** A text field checked by form rules, first failing rule wins. */
const ruled = (...rules: Rule[]) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const message = firstError(value, rules);
      if (message) ctx.addIssue({ code: 'custom', message: ruleCode(message), input: value });
    }),
  );

const money = /^\d{1,9}(\.\d{1,2})?$/;

/** A rule of this form whose message lives in the invoices namespace. */
const own =
  (check: (value: string) => boolean, code: string) =>
  <S extends z.ZodMiniString<string>>(schema: S): S =>
    schema.check(
      z.superRefine((value, ctx) => {
        if (value.trim() !== '' && !check(value.trim()))
          ctx.addIssue({ code: 'custom', message: `invoices:form.errors.${code}`, input: value });
      }),
    );
const amountField = (...rules: Rule[]) => own((v) => money.test(v), 'amount')(ruled(...rules));
const party = z.object({
  name: ruled(required, maxLength(120)),
  address: ruled(required, maxLength(300)),
  phone: ruled(required, maxLength(40), pattern(/^[+()\d][\d\s().-]*$/)),
});
const line = z.object({
  name: ruled(required, maxLength(120)),
  description: ruled(maxLength(300)),
  quantity: own((v) => Number(v) >= 1 && Number(v) <= 99_999, 'quantity')(ruled(required, integer)),
  price: amountField(required),
});

const amount = (text: string) => (money.test(text.trim()) ? Number(text) : NaN);

export const invoiceFormSchema = z
  .object({
    from: party,
    to: party,
    invoiceDate: ruled(required, pattern(/^\d{4}-\d{2}-\d{2}$/)),
    dueDate: ruled(required, pattern(/^\d{4}-\d{2}-\d{2}$/)),
    status: z.enum(invoiceStatuses),
    products: z.array(line).check(
      z.superRefine((lines, ctx) => {
        if (lines.length === 0) ctx.addIssue({ code: 'custom', message: 'invoices:form.errors.noLines', input: lines });
      }),
    ),
    discount: amountField(),
    tax: amountField(),
    note: ruled(maxLength(1000)),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.invoiceDate && values.dueDate && values.dueDate < values.invoiceDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['dueDate'],
          message: 'invoices:form.errors.dueBeforeIssue',
          input: values.dueDate,
        });
      }
      const subtotal = invoiceTotals(
        values.products.map((l) => ({ quantity: Number(l.quantity), price: amount(l.price) })),
        0,
        0,
      ).subtotal;
      if (Number.isFinite(subtotal) && amount(values.discount || '0') > subtotal) {
        ctx.addIssue({
          code: 'custom',
          path: ['discount'],
          message: 'invoices:form.errors.discountTooHigh',
          input: values.discount,
        });
      }
    }),
  );

export type InvoiceFormValues = z.infer<typeof invoiceFormSchema>;
export type InvoiceLineValues = InvoiceFormValues['products'][number];

export const emptyLine: InvoiceLineValues = { name: '', description: '', quantity: '1', price: '' };

/** A new invoice: from the company, dated `today`, due after the usual term, one blank line. */
export function newInvoiceForm(today: Date): InvoiceFormValues {
  const due = new Date(today);
  due.setDate(due.getDate() + defaultPaymentTermDays);
  return {
    from: { ...invoiceSender },
    to: { name: '', address: '', phone: '' },
    invoiceDate: calendarDay(today),
    dueDate: calendarDay(due),
    status: 'unpaid',
    products: [emptyLine],
    discount: '0',
    tax: '0',
    note: '',
  };
}

const plain = (n: number) => String(Math.round(n * 100) / 100);

/** The form's starting values for an existing invoice. */
export function invoiceToForm(invoice: Invoice): InvoiceFormValues {
  return {
    from: invoice.from,
    to: invoice.to,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    status: invoice.status,
    products: invoice.products.map((l) => ({
      name: l.name,
      description: l.description,
      quantity: String(l.quantity),
      price: plain(l.price),
    })),
    discount: plain(invoice.discount),
    tax: plain(invoice.tax),
    note: invoice.note,
  };
}

/** The numbers of the form's lines as far as they can be read (unreadable ones count as 0). */
export function readLines(lines: readonly InvoiceLineValues[]) {
  return lines.map((l) => ({ quantity: Number(l.quantity) || 0, price: amount(l.price) || 0 }));
}

export function readAmount(text: string): number {
  return amount(text || '0') || 0;
}

/** Valid form values as the API's payload. */
export function toInvoiceInput(values: InvoiceFormValues, draft: boolean): InvoiceInput {
  const trimParty = (p: InvoiceFormValues['from']) => ({
    name: p.name.trim(),
    address: p.address.trim(),
    phone: p.phone.trim(),
  });
  return {
    from: trimParty(values.from),
    to: trimParty(values.to),
    invoiceDate: values.invoiceDate,
    dueDate: values.dueDate,
    status: values.status,
    products: values.products.map((l) => ({
      name: l.name.trim(),
      description: l.description.trim(),
      quantity: Number(l.quantity),
      price: Number(l.price),
    })),
    discount: readAmount(values.discount),
    tax: readAmount(values.tax),
    note: values.note.trim(),
    draft,
  };
}
