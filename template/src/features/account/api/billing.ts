/**
 * The Billing tab: GET /account/billing, PUT /account/billing/plan, POST /account/billing/cards,
 * POST /account/billing/cards/:id/default and DELETE /account/billing/cards/:id. Every change
 * answers the whole billing state, which replaces the tab's data.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import type { Billing, Plan } from '../types';
import { accountKeys } from './keys';

const billingSchema = () => import('../types').then((m) => m.billingSchema);

export const billingQuery = () =>
  queryOptions({
    queryKey: accountKeys.billing(),
    queryFn: ({ signal }) => parseAnswer(api.get<unknown>('account/billing', { signal }), billingSchema),
  });

export const useBilling = () => useQuery(billingQuery());

function useBillingChange<V>(send: (value: V) => Promise<unknown>, options: { repeatable: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    // A new card is not repeated (it would be added twice); the other changes give the same result again.
    ...(options.repeatable ? transientRetry : {}),
    mutationFn: (value: V) => parseAnswer(send(value), billingSchema),
    onSuccess: (saved: Billing) => queryClient.setQueryData(accountKeys.billing(), saved),
  });
}

export interface NewCard {
  number: string;
  name: string;
  expiry: string;
  cvc: string;
}

export const useChangePlan = () =>
  useBillingChange((plan: Plan) => api.put<unknown>('account/billing/plan', { body: { plan } }), { repeatable: true });

export const useAddCard = () =>
  useBillingChange((card: NewCard) => api.post<unknown>('account/billing/cards', { body: card }), {
    repeatable: false,
  });

export const useMakeCardDefault = () =>
  useBillingChange((id: string) => api.post<unknown>(`account/billing/cards/${encodeURIComponent(id)}/default`), {
    repeatable: true,
  });

export const useRemoveCard = () =>
  useBillingChange((id: string) => api.delete<unknown>(`account/billing/cards/${encodeURIComponent(id)}`), {
    repeatable: false,
  });
