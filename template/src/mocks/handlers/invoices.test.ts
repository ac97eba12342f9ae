import { getResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Invoice } from '@/features/invoices/types';
import { resetDb } from '../db';
import { api, rolesReady } from '../http';
import { issueTokens } from '../sessions';
import { handlers } from './invoices';

let token = '';

// The handlers are called directly, without the backend's start (handlers/index.ts) that waits for
// the roles store their permission checks read.
beforeAll(() => rolesReady());
beforeEach(() => {
  resetDb();
  token = issueTokens(1).accessToken;
});

async function call(method: string, path: string, init: { body?: unknown; auth?: boolean } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.auth !== false) headers.Authorization = `Bearer ${token}`;
  const request = new Request(new URL(api(path), location.origin), {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`No handler for ${method} ${path}`);
  return { status: response.status, body: await response.json() };
}

const input = {
  invoiceDate: '2024-05-01',
  dueDate: '2024-05-15',
  status: 'unpaid',
  from: { name: 'Northwind Studio LLC', address: '754 Broadway Avenue', phone: '+1 990 588 5716' },
  to: { name: 'Ada Lovelace', address: '12 Analytical Row, London', phone: '+44 20 7946 0000' },
  products: [
    { name: 'Consulting', description: 'Two days', quantity: 2, price: 500 },
    { name: 'Report', description: '', quantity: 1, price: 250.5 },
  ],
  discount: 50,
  tax: 20,
  note: '',
  draft: false,
};

describe('invoice handlers', () => {
  it('lists 25 invoices numbered INV0001 to INV0024, INV0024 twice with distinct row ids', async () => {
    const { status, body } = await call('GET', 'invoices');
    expect(status).toBe(200);
    const list = body as Invoice[];
    expect(list).toHaveLength(25);
    expect(new Set(list.map((i) => i.invoiceNumber)).size).toBe(24);
    const copies = list.filter((i) => i.invoiceNumber === 'INV0024');
    expect(copies.map((i) => i.id).sort()).toEqual(['INV0024', 'INV0024-2']);
    expect(new Set(list.map((i) => i.id)).size).toBe(25);
    expect(list.every((i) => ['full', 'EMI', 'unpaid'].includes(i.status))).toBe(true);
  });

  it('refuses requests without a bearer token', async () => {
    for (const [method, path] of [
      ['GET', 'invoices'],
      ['GET', 'invoice?invoiceId=INV0002'],
      ['GET', 'invoice/delete?invoiceId=INV0002'],
      ['POST', 'invoices'],
      ['PUT', 'invoices/INV0002'],
    ] as const) {
      const { status, body } = await call(method, path, { auth: false, body: method === 'GET' ? undefined : input });
      expect(status, `${method} ${path}`).toBe(401);
      expect(body).toEqual({ message: 'Missing bearer token' });
    }
  });

  it('finds an invoice by row id, and answers 200 { msg } when none matches', async () => {
    const found = await call('GET', 'invoice?invoiceId=INV0002');
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(1);
    expect(found.body[0]).toMatchObject({ id: 'INV0002', invoiceNumber: 'INV0002' });
    const none = await call('GET', 'invoice?invoiceId=INV9999');
    expect(none).toEqual({ status: 200, body: { msg: 'No invoice found' } });
  });

  it('answers both INV0024 copies, the asked row first', async () => {
    const first = await call('GET', 'invoice?invoiceId=INV0024');
    expect(first.body.map((i: Invoice) => i.id)).toEqual(['INV0024', 'INV0024-2']);
    const second = await call('GET', 'invoice?invoiceId=INV0024-2');
    expect(second.body.map((i: Invoice) => i.id)).toEqual(['INV0024-2', 'INV0024']);
    expect(second.body[0].invoiceNumber).toBe('INV0024');
  });

  it('validates the invoiceId query', async () => {
    const missing = await call('GET', 'invoice');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/invoiceId/);
    const bad = await call('GET', 'invoice/delete?invoiceId=%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/letters, digits and dashes/);
  });

  it('deletes one row and answers the list after removal; unknown ids are 404', async () => {
    const { status, body } = await call('GET', 'invoice/delete?invoiceId=INV0024-2');
    expect(status).toBe(200);
    expect(body).toHaveLength(24);
    // The other invoice printed INV0024 stays.
    expect((body as Invoice[]).filter((i) => i.invoiceNumber === 'INV0024').map((i) => i.id)).toEqual(['INV0024']);
    expect(await call('GET', 'invoice/delete?invoiceId=INV0024-2')).toEqual({
      status: 404,
      body: { message: 'Invoice INV0024-2 not found' },
    });
    expect((await call('GET', 'invoices')).body).toHaveLength(24);
  });

  it('creates an invoice with the next number and a computed total', async () => {
    const { status, body } = await call('POST', 'invoices', { body: input });
    expect(status).toBe(201);
    expect(body).toMatchObject({ id: 'INV0025', invoiceNumber: 'INV0025', customerName: 'Ada Lovelace' });
    expect(body.totalAmount).toBe(1220.5);
    const listed = (await call('GET', 'invoices')).body as Invoice[];
    expect(listed[0]?.id).toBe('INV0025');
  });

  it('updates one row, keeping its id and number', async () => {
    const { status, body } = await call('PUT', 'invoices/INV0024-2', { body: { ...input, draft: true } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'INV0024-2', invoiceNumber: 'INV0024', draft: true, totalAmount: 1220.5 });
    const other = (await call('GET', 'invoice?invoiceId=INV0024')).body[0] as Invoice;
    expect(other.customerName).not.toBe('Ada Lovelace');
    expect((await call('PUT', 'invoices/INV4242', { body: input })).status).toBe(404);
  });

  it('answers 400 with field messages for a bad payload', async () => {
    const bad = await call('POST', 'invoices', {
      body: { ...input, dueDate: '2024-04-01', products: [], status: 'paid', to: { ...input.to, name: ' ' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      status: [expect.stringMatching(/one of full, EMI, unpaid/)],
      products: ['needs at least one line'],
      'to.name': ['is required'],
    });
    const order = await call('POST', 'invoices', { body: { ...input, dueDate: '2024-04-01' } });
    expect(order.body.errors).toEqual({ dueDate: ['must not be before the invoice date'] });
    const extra = await call('PUT', 'invoices/INV0002', { body: { ...input, totalAmount: 1 } });
    expect(extra.status).toBe(400);
    const missing = await call('POST', 'invoices');
    expect(missing).toEqual({ status: 400, body: { message: 'Request body is required' } });
    expect((await call('GET', 'invoices')).body).toHaveLength(25);
  });
});
