/**
 * Help-centre search over the store's products and guides (the Search page).
 *   GET /help-center/search?q=&type=all|products|articles&category=<id>(repeatable)&page=1&perPage=6
 *   -> { items, total, page, perPage, counts: { all, products, articles } }
 * Every word of q must appear in the name/title or the text; `counts` ignore `type` so each tab
 * can show its number; a page past the end answers an empty list (the client steps back).
 * Texts come in the reader's language (Accept-Language, mocks/locale.ts), and `q` searches them.
 * Needs read Page, what the Search page's route needs (403 otherwise).
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import type { Locale } from '@/config/theme';
import { articles, helpCategories, products } from '../data/help-center';
import { helpCenterAr } from '../data/help-center-ar';
import { helpCenterFr } from '../data/help-center-fr';
import { api, parseQuery, requireAbility } from '../http';
import { localeOf, translated } from '../locale';

const query = z.object({
  q: z._default(z.string().check(z.maxLength(100, { error: 'q must be at most 100 characters' })), ''),
  type: z._default(z.enum(['all', 'products', 'articles'], { error: 'type must be all, products or articles' }), 'all'),
  category: z.pipe(
    z.optional(
      z.union([z.enum(helpCategories), z.array(z.enum(helpCategories))], {
        error: `category must be one of ${helpCategories.join(', ')}`,
      }),
    ),
    z.transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  ),
  page: z._default(
    z.coerce
      .number({ error: 'page must be a number' })
      .check(z.int('page must be a whole number'), z.gte(1, 'page starts at 1')),
    1,
  ),
  perPage: z._default(
    z.coerce
      .number({ error: 'perPage must be a number' })
      .check(z.int(), z.gte(1), z.lte(48, 'perPage must be at most 48')),
    6,
  ),
});

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

const productTexts = { fr: helpCenterFr.products, ar: helpCenterAr.products };
const articleTexts = { fr: helpCenterFr.articles, ar: helpCenterAr.articles };

/** The searchable products and guides in one language. */
function itemsOf(locale: Locale) {
  return {
    products: products.map((seed) => {
      const p = translated(seed, seed.id, locale, productTexts);
      return { kind: 'product' as const, ...p, haystack: fold(`${p.name} ${p.description}`) };
    }),
    articles: articles.map((seed) => {
      const a = translated(seed, seed.id, locale, articleTexts);
      return { kind: 'article' as const, ...a, haystack: fold(`${a.title} ${a.excerpt}`) };
    }),
  };
}
const made = new Map<Locale, ReturnType<typeof itemsOf>>();
const itemsIn = (locale: Locale) => made.get(locale) ?? made.set(locale, itemsOf(locale)).get(locale)!;

export const handlers = [
  http.get(api('/help-center/search'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Page');
    if (user instanceof Response) return user;
    const params = parseQuery(query, request.url);
    if (params instanceof Response) return params;

    const words = fold(params.q).split(/\s+/).filter(Boolean);
    const keep = (item: { haystack: string; category: string }) =>
      words.every((word) => item.haystack.includes(word)) &&
      (params.category.length === 0 || params.category.includes(item.category as never));
    const searched = itemsIn(localeOf(request));
    const found = { products: searched.products.filter(keep), articles: searched.articles.filter(keep) };
    const list = params.type === 'all' ? [...found.products, ...found.articles] : found[params.type];
    const start = (params.page - 1) * params.perPage;
    const items = list.slice(start, start + params.perPage).map(({ haystack: _haystack, ...item }) => item);
    return HttpResponse.json({
      items,
      total: list.length,
      page: params.page,
      perPage: params.perPage,
      counts: {
        all: found.products.length + found.articles.length,
        products: found.products.length,
        articles: found.articles.length,
      },
    });
  }),
];
