import { describe, expect, it } from 'vitest';
import { invoiceSender, type Invoice } from './types';
import { invoiceFormSchema, invoiceToForm, newInvoiceForm, toInvoiceInput } from './form-schema';

const valid = () => ({
  ...newInvoiceForm(new Date(2024, 4, 1)),
  to: { name: 'Ada Lovelace', address: '12 Analytical Row', phone: '+44 20 7946 0000' },
  products: [{ name: 'Consulting', description: '', quantity: '2', price: '500' }],
});

/** Field path -> message code of every issue. */
function issues(values: unknown): Record<string, string> {
  const result = invoiceFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('invoice form rules', () => {
  it('starts a new invoice from the company, dated today and due two weeks later', () => {
    const form = newInvoiceForm(new Date(2024, 11, 25));
    expect(form.from).toEqual(invoiceSender);
    expect(form).toMatchObject({ invoiceDate: '2024-12-25', dueDate: '2025-01-08', status: 'unpaid' });
    expect(form.products).toHaveLength(1);
  });

  it('accepts a complete invoice', () => {
    expect(issues(valid())).toEqual({});
  });

  it('gives the shared rule messages for required, long and badly formed fields', () => {
    const values = valid();
    values.to = { name: ' ', address: 'x'.repeat(301), phone: 'call me' };
    values.products = [{ name: '', description: '', quantity: '1.5', price: '12,50' }];
    expect(issues(values)).toEqual({
      'to.name': 'rule:required',
      'to.address': 'rule:maxLength:300',
      'to.phone': 'rule:format',
      'products.0.name': 'rule:required',
      'products.0.quantity': 'rule:integer',
      'products.0.price': 'invoices:form.errors.amount',
    });
  });

  it('checks quantities, dates and the discount against the invoice itself', () => {
    const values = valid();
    values.products = [{ name: 'A', description: '', quantity: '0', price: '10' }];
    values.dueDate = '2024-04-30';
    values.discount = '10.01';
    expect(issues(values)).toEqual({
      'products.0.quantity': 'invoices:form.errors.quantity',
      dueDate: 'invoices:form.errors.dueBeforeIssue',
      discount: 'invoices:form.errors.discountTooHigh',
    });
    expect(issues({ ...valid(), products: [] })).toEqual({ products: 'invoices:form.errors.noLines' });
  });

  it('turns valid values into the API payload, trimmed and as numbers', () => {
    const values = valid();
    values.to.name = '  Ada Lovelace ';
    values.discount = '';
    values.tax = '12.5';
    expect(toInvoiceInput(values, true)).toMatchObject({
      to: { name: 'Ada Lovelace' },
      products: [{ name: 'Consulting', quantity: 2, price: 500 }],
      discount: 0,
      tax: 12.5,
      draft: true,
    });
  });

  it('round-trips a stored invoice through the form', () => {
    const invoice: Invoice = {
      id: 'INV0024-2',
      invoiceNumber: 'INV0024',
      customerName: 'Ada',
      invoiceDate: '2024-01-01',
      dueDate: '2024-01-15',
      totalAmount: 995,
      status: 'EMI',
      from: invoiceSender,
      to: { name: 'Ada', address: 'Somewhere', phone: '+1 555 0100' },
      products: [{ name: 'Work', description: 'Hours', quantity: 2, price: 499.5 }],
      discount: 10,
      tax: 6,
      note: 'Thanks',
      draft: false,
    };
    const form = invoiceToForm(invoice);
    expect(form.products[0]).toEqual({ name: 'Work', description: 'Hours', quantity: '2', price: '499.5' });
    expect(issues(form)).toEqual({});
    const { id: _id, invoiceNumber: _n, customerName: _c, totalAmount: _t, ...input } = invoice;
    expect(toInvoiceInput(form, false)).toEqual(input);
  });
});
