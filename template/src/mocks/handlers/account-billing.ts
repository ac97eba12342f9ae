/**
 * Account settings, the Billing tab: plan, saved cards and billing history of the signed-in user.
 * Every change answers the whole billing state.
 *   GET    /account/billing                   -> { plan, renewsOn, paymentMethods, history }
 *   PUT    /account/billing/plan              -> the billing state; body { plan: basic | standard | enterprise }
 *   POST   /account/billing/cards             -> 201, the billing state; body { number, name, expiry (MMYY), cvc }
 *   POST   /account/billing/cards/:id/default -> the billing state, that card the default
 *   DELETE /account/billing/cards/:id         -> the billing state; 400 for the default card while others remain
 * Every endpoint needs read Account, what the account settings' route needs (403 otherwise).
 */
import { http, HttpResponse } from 'msw';
import {
  cardBodySchema,
  cardBrandOf,
  cardLength,
  cvcLength,
  expiryIsValid,
  planBodySchema,
} from '@/features/account/types';
import { api, badRequest, notFound, parseBody, requireAbility } from '../http';
import { saveSettings, settingsOf } from './account-store';

const renewal = () => {
  const next = new Date();
  next.setMonth(next.getMonth() + 1, 1);
  return next.toISOString().slice(0, 10);
};

function billingOf(userId: number) {
  const { plan, paymentMethods, history } = settingsOf(userId);
  return { plan, renewsOn: renewal(), paymentMethods, history };
}

export const billingHandlers = [
  http.get(api('/account/billing'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    return HttpResponse.json(billingOf(user.id));
  }),

  http.put(api('/account/billing/plan'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    const body = await parseBody(planBodySchema, request);
    if (body instanceof Response) return body;
    saveSettings(user.id, { plan: body.plan });
    return HttpResponse.json(billingOf(user.id));
  }),

  http.post(api('/account/billing/cards'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    const body = await parseBody(cardBodySchema, request);
    if (body instanceof Response) return body;
    const brand = cardBrandOf(body.number);
    const errors: Record<string, string[]> = {};
    if (body.number.length !== cardLength(brand)) errors.number = ['Enter the card number'];
    if (!expiryIsValid(body.expiry)) errors.expiry = ['Enter a month and year from now on (MM/YY)'];
    if (!new RegExp(`^\\d{${cvcLength(brand)}}$`).test(body.cvc)) errors.cvc = ['Enter the card security code'];
    if (Object.keys(errors).length) return badRequest(Object.values(errors).flat().join(' '), errors);
    const { paymentMethods } = settingsOf(user.id);
    const id = `card-${Math.max(0, ...paymentMethods.map((m) => Number(m.id.slice(5)) || 0)) + 1}`;
    const card = {
      id,
      brand,
      last4: body.number.slice(-4),
      name: body.name,
      expiry: body.expiry,
      isDefault: !paymentMethods.length,
    };
    saveSettings(user.id, { paymentMethods: [...paymentMethods, card] });
    return HttpResponse.json(billingOf(user.id), { status: 201 });
  }),

  http.post(api('/account/billing/cards/:id/default'), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    const { paymentMethods } = settingsOf(user.id);
    if (!paymentMethods.some((m) => m.id === params.id)) return notFound(`Card ${String(params.id)}`);
    saveSettings(user.id, { paymentMethods: paymentMethods.map((m) => ({ ...m, isDefault: m.id === params.id })) });
    return HttpResponse.json(billingOf(user.id));
  }),

  http.delete(api('/account/billing/cards/:id'), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    const { paymentMethods } = settingsOf(user.id);
    const card = paymentMethods.find((m) => m.id === params.id);
    if (!card) return notFound(`Card ${String(params.id)}`);
    if (card.isDefault && paymentMethods.length > 1) {
      return badRequest('Make another card the default before removing this one');
    }
    saveSettings(user.id, { paymentMethods: paymentMethods.filter((m) => m !== card) });
    return HttpResponse.json(billingOf(user.id));
  }),
];
