/** Demo maintenance: POST /demo/reset restores every seed (the customizer's "Reset demo data"). */
import { http, HttpResponse } from 'msw';
import { resetDb } from '../db';
import { api } from '../http';
import { loadAllDomains } from './index';

export const handlers = [
  http.post(api('/demo/reset'), async () => {
    // Domains load on their first request: their collections must exist to be restored.
    await loadAllDomains();
    resetDb();
    return HttpResponse.json({ message: 'Demo data restored' });
  }),
];
