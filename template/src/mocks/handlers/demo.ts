/** Demo maintenance: POST /demo/reset restores every seed (the customizer's "Reset demo data"). */
import { http, HttpResponse } from 'msw';
import { resetDb } from '../db';
import { api } from '../http';

export const handlers = [
  http.post(api('/demo/reset'), () => {
    resetDb();
    return HttpResponse.json({ message: 'Demo data restored' });
  }),
];
