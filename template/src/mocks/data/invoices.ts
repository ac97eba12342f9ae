/**
 * Seed data for invoices: numbers INV0001 to INV0024, with INV0024 issued twice (two invoices to
 * different customers that carry the same printed number, as happens with data imported from an
 * older system). Every invoice has its own row id: the first INV0024 keeps "INV0024", the second
 * copy is stored as "INV0024-2" while it still shows the number INV0024. URLs, edits and deletes
 * use the row id, so the two copies never overwrite or delete each other.
 * Edited copies live in the browser store (mocks/db.ts); "Reset demo data" restores these seeds.
 */
import {
  invoiceSender,
  invoiceTotals,
  type Invoice,
  type InvoiceLine,
  type InvoiceStatus,
} from '@/features/invoices/types';

/**
 * One language's seed prose (invoices-fr.ts, invoices-ar.ts): the note, and each service's name and
 * description by its English name. Customers' and the sender's names and addresses stay.
 */
export interface InvoicesLanguage {
  note: string;
  services: Record<string, Pick<InvoiceLine, 'name' | 'description'>>;
}

/** Note printed under the totals unless the invoice has its own. */
export const defaultInvoiceNote =
  'Thank you for your business. If you need VAT details or an extra note on this invoice, just let us know.';

const customers: [string, string, string][] = [
  ['Jordan Stevenson', '4190 Juniper Lane, Austin, TX 73301', '+1 512 555 0143'],
  ['Stephanie Burns', '81 Harbor Street, Portland, OR 97205', '+1 503 555 0178'],
  ['Tony Herrera', '22 Cedar Lane, Madison, WI 53703', '+1 608 555 0112'],
  ['Kevin Patton', '903 Orchard Road, Raleigh, NC 27601', '+1 919 555 0190'],
  ['Mrs. Julie Donovan MD', '16 Sunset Boulevard, Los Angeles, CA 90028', '+1 213 555 0137'],
  ['Amanda Phillips', '710 Lakeview Drive, Chicago, IL 60601', '+1 312 555 0166'],
  ['Christina Collier', '45 Maple Avenue, Springfield, IL 62704', '+1 217 555 0121'],
  ['David Flores', '3308 Pine Street, Seattle, WA 98101', '+1 206 555 0184'],
  ['Valerie Ramirez', '19 Elm Court, Denver, CO 80202', '+1 303 555 0109'],
  ['Noah Whitfield', '527 Bay Road, Miami, FL 33131', '+1 305 555 0155'],
  ['Priya Raman', '88 Willow Way, San Jose, CA 95113', '+1 408 555 0172'],
  ['Marcus Green', '1200 Canal Street, New Orleans, LA 70112', '+1 504 555 0126'],
];

const services: [string, string, number][] = [
  ['Website redesign', 'Responsive marketing site, six templates', 2400],
  ['Brand guidelines', 'Logo usage, colours and type scale', 850],
  ['Hosting (12 months)', 'Managed hosting with daily backups', 360],
  ['Support retainer', 'Ten hours of priority support', 640],
  ['UX audit', 'Heuristic review with a prioritised report', 1200],
  ['Mobile app prototype', 'Clickable prototype, two user flows', 1800],
  ['SEO review', 'Technical and on-page recommendations', 480],
  ['Copywriting', 'Landing page and three product pages', 520],
];

const statuses: InvoiceStatus[] = ['full', 'EMI', 'unpaid', 'full', 'unpaid', 'EMI'];

const isoDay = (base: string, days: number) => {
  const date = new Date(`${base}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** One seed invoice; every figure follows from its position so the data stays stable. */
function seedInvoice(n: number, id: string, customer: [string, string, string]): Invoice {
  const lineCount = 1 + (n % 3);
  const products: InvoiceLine[] = Array.from({ length: lineCount }, (_, i) => {
    const [name, description, price] = services[(n * 3 + i * 5) % services.length]!;
    return { name, description, quantity: 1 + ((n + i) % 3), price };
  });
  const discount = n % 4 === 0 ? 0 : 10 * (n % 4);
  const tax = 5 * (1 + (n % 3));
  const invoiceDate = isoDay('2024-01-04', n * 9);
  const [name, address, phone] = customer;
  return {
    id,
    invoiceNumber: `INV${String(n).padStart(4, '0')}`,
    customerName: name,
    invoiceDate,
    dueDate: isoDay(invoiceDate, n % 2 === 0 ? 30 : 14),
    totalAmount: invoiceTotals(products, discount, tax).total,
    status: statuses[n % statuses.length]!,
    from: invoiceSender,
    to: { name, address, phone },
    products,
    discount,
    tax,
    note: defaultInvoiceNote,
    draft: false,
  };
}

const numbered = Array.from({ length: 24 }, (_, i) => {
  const n = i + 1;
  return seedInvoice(n, `INV${String(n).padStart(4, '0')}`, customers[i % customers.length]!);
});

/** The second invoice printed as INV0024: another customer, another row id. */
const duplicate = seedInvoice(24, 'INV0024-2', customers[5]!);

export const invoices: Invoice[] = [...numbered, { ...duplicate, status: 'unpaid' }];
