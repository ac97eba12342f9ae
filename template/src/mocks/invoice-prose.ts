/**
 * A seed invoice's prose in the reader's language (mocks/locale.ts): its note and its lines' names
 * and descriptions (data/invoices-fr.ts, data/invoices-ar.ts). Compared field by field with the
 * seed's, so what a user typed stays as typed and an invoice a user created is never translated.
 * Shared by the demo backend (handlers/invoices.ts) and the reference server (server/).
 */
import type { Locale } from '@/config/theme';
import type { Invoice } from '@/features/invoices/types';
import { invoices } from './data/invoices';
import { invoicesAr } from './data/invoices-ar';
import { invoicesFr } from './data/invoices-fr';
import { translatedSeed } from './locale';

const noteTexts = { fr: { note: { note: invoicesFr.note } }, ar: { note: { note: invoicesAr.note } } };
const lineTexts = { fr: invoicesFr.services, ar: invoicesAr.services };

const seeds = new Map(
  invoices.map(({ id, note, products }) => [
    id,
    { note, lines: products.map(({ name, description }) => ({ name, description })) },
  ]),
);

/** A stored invoice with its seed note and lines in `locale`; a line is its seed's by its place. */
export function invoiceIn(invoice: Invoice, locale: Locale): Invoice {
  const seed = seeds.get(invoice.id);
  if (!seed) return invoice;
  const { note } = translatedSeed(invoice, { note: seed.note }, 'note', locale, noteTexts);
  const products = invoice.products.map((line, i) => {
    const seedLine = seed.lines[i];
    return seedLine ? translatedSeed(line, seedLine, seedLine.name, locale, lineTexts) : line;
  });
  return { ...invoice, note, products };
}
