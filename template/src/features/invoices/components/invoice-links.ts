import { pathTo } from '@/config/paths';

/** Links to one invoice by its row id (unique even where two invoices share a printed number). */
export const invoiceDetailsHref = (id: string) => pathTo('apps-invoice-details', { id });
export const invoiceEditHref = (id: string) => pathTo('apps-invoice-edit', { id });
