/**
 * The crypto page's market data.
 *   GET /crypto/holdings       -> [{ symbol, name, amount, value, change24h, trend }]
 *   GET /crypto/prices?q=<text> -> [{ symbol, name, price, marketCap, volume24h, circulatingSupply, change24h }]
 * q matches the coin's name or symbol (case ignored).
 * Both need read Page, what the crypto page's route needs (403 otherwise).
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { coins, holdings } from '../data/crypto';
import { api, parseQuery, requireAbility } from '../http';

const pricesQuery = z.object({
  q: z._default(z.string().check(z.maxLength(50, { error: 'q must be at most 50 characters' })), ''),
});

const round2 = (n: number) => Math.round(n * 100) / 100;

export const handlers = [
  http.get(api('/crypto/holdings'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Page');
    if (user instanceof Response) return user;
    return HttpResponse.json(
      holdings.flatMap(({ symbol, amount }) => {
        const coin = coins.find((c) => c.symbol === symbol);
        if (!coin) return [];
        return [
          {
            symbol,
            name: coin.name,
            amount,
            value: round2(amount * coin.price),
            change24h: coin.change24h,
            trend: coin.trend,
          },
        ];
      }),
    );
  }),

  http.get(api('/crypto/prices'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Page');
    if (user instanceof Response) return user;
    const params = parseQuery(pricesQuery, request.url);
    if (params instanceof Response) return params;
    const needle = params.q.trim().toLowerCase();
    return HttpResponse.json(
      coins
        .filter((c) => !needle || c.name.toLowerCase().includes(needle) || c.symbol.toLowerCase().includes(needle))
        .map(({ trend: _trend, ...coin }) => coin),
    );
  }),
];
