import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { invoices } from '@/mocks/data/invoices';
import { getInvoice } from './get-invoice';

afterEach(() => vi.restoreAllMocks());

const [first, second] = [invoices[23]!, invoices[24]!];

describe('getInvoice', () => {
  it("turns the server's 200 { msg } into null (not found, not an error)", async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ msg: 'No invoice found' });
    await expect(getInvoice('INV9999')).resolves.toBeNull();
  });

  it('picks the invoice with the asked row id and lists the others that share its number', async () => {
    vi.spyOn(api, 'get').mockResolvedValue([second, first]);
    const lookup = await getInvoice('INV0024-2');
    expect(lookup?.invoice.id).toBe('INV0024-2');
    expect(lookup?.invoice.invoiceNumber).toBe('INV0024');
    expect(lookup?.sameNumber.map((i) => i.id)).toEqual(['INV0024']);
    expect(api.get).toHaveBeenCalledWith('invoice', expect.objectContaining({ params: { invoiceId: 'INV0024-2' } }));
  });

  it('rejects an answer of the wrong shape', async () => {
    vi.spyOn(api, 'get').mockResolvedValue([{ id: 1 }]);
    await expect(getInvoice('INV0001')).rejects.toThrow();
  });
});
