import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/features/invoices/types';
import { invoices } from '../data/invoices';
import { callApi, loginAs, useDemoServer } from '../testing';

useDemoServer();

async function session(language?: string) {
  const token = (await loginAs('admin@demo.com')).accessToken;
  const headers: Record<string, string> = language ? { 'Accept-Language': language } : {};
  const options = { token, headers };
  return {
    options,
    list: async () => (await callApi('GET', '/invoices', options)).body as Invoice[],
    read: async (id: string) => ((await callApi('GET', `/invoice?invoiceId=${id}`, options)).body as Invoice[])[0]!,
  };
}

const english = new Set(invoices.flatMap((i) => [i.note, ...i.products.flatMap((p) => [p.name, p.description])]));

/** What an edit form sends back: the invoice without what the server works out. */
const inputOf = ({ id: _id, invoiceNumber: _n, customerName: _c, totalAmount: _t, ...input }: Invoice) => input;

describe("invoices in the reader's language", () => {
  it('answers every seed note and line in French and Arabic; customers, figures and dates stay', async () => {
    const en = await (await session()).list();
    for (const language of ['fr', 'ar']) {
      const list = await (await session(language)).list();
      const same = (i: Invoice) => [i.id, i.to, i.from, i.totalAmount, i.dueDate, i.products.map((p) => p.price)];
      expect(list.map(same)).toEqual(en.map(same));
      for (const invoice of list)
        for (const text of [invoice.note, ...invoice.products.flatMap((p) => [p.name, p.description])])
          expect(english, `${language} ${invoice.id}`).not.toContain(text);
    }
    const fr = await (await session('fr')).read('INV0001');
    expect(fr.note).toMatch(/^Merci de votre confiance/);
    expect(fr.products.map((p) => p.name)).toEqual(['Forfait d’assistance', 'Refonte du site web']);
    expect((await (await session('ar')).read('INV0001')).products[0]!.name).toBe('باقة الدعم');
  });

  it('keeps what a user typed as typed, in every language, and the seed texts sent back unchanged', async () => {
    const fr = await session('fr');
    const invoice = await fr.read('INV0001');
    // Saved from the French form: a new note, the first line's description changed, its name and the second line as shown.
    const note = 'Paiement par virement sous quinze jours.';
    const [first, second] = invoice.products;
    const products = [{ ...first!, description: 'Dix heures, dont deux sur site', quantity: 3 }, second!];
    const saved = await callApi('PUT', '/invoices/INV0001', {
      ...fr.options,
      body: { ...inputOf(invoice), note, products },
    });
    expect(saved.body.products.map((p: { name: string }) => p.name)).toEqual([
      'Forfait d’assistance',
      'Refonte du site web',
    ]);

    for (const [language, names] of [
      [undefined, ['Support retainer', 'Website redesign']],
      ['ar', ['باقة الدعم', 'إعادة تصميم الموقع الإلكتروني']],
    ] as const) {
      const read = await (await session(language)).read('INV0001');
      expect(read.note).toBe(note);
      expect(read.products.map((p) => p.name)).toEqual(names);
      expect(read.products[0]).toMatchObject({ description: 'Dix heures, dont deux sur site', quantity: 3 });
    }
    expect((await (await session()).read('INV0001')).products[1]!.description).toBe(
      invoices[0]!.products[1]!.description,
    );

    const created = await callApi('POST', '/invoices', {
      ...fr.options,
      body: { ...inputOf(invoice), note: invoices[0]!.note },
    });
    for (const language of ['fr', 'ar'])
      expect((await (await session(language)).read(created.body.id)).note).toBe(invoices[0]!.note);
  });
});
