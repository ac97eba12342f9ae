/**
 * Demo backend of the table demos: desserts with their nutrition per 100 g, paged and sorted on the
 * server, plus add, edit, delete and a reset to the seed rows.
 *   GET    /datatable/server?page=1&itemsPerPage=10&sortBy[key]=calories&sortBy[order]=desc
 *            -> { items, total }   page >= 1 (default 1); itemsPerPage 10, 25, 50 or 100 (default 10);
 *               sortBy[key] one of name, calories, fat, carbs, protein, iron; sortBy[order] asc (default) or desc
 *   GET    /datatable/rows                    -> { items, total }   every row, in id order
 *          Both reads name the seed rows in the reader's language (Accept-Language, mocks/locale.ts)
 *          and sort names in its order.
 *   POST   /datatable/rows     {name, calories, fat, carbs, protein, iron} -> 201 { item }
 *   PUT    /datatable/rows/:id same body      -> { item }
 *   DELETE /datatable/rows/:id                -> { id }
 *   POST   /datatable/reset                   -> { items, total }   the seed rows again
 * Every endpoint needs read Gallery, what the table demos' routes need (403 otherwise).
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { collection } from '../db';
import { locales, type Locale } from '@/config/theme';
import { dessertPageSizes, desserts, dessertSortKeys, type DessertSeed } from '../data/datatable';
import { dessertName } from '../data/datatable-names';
import { api, badRequest, notFound, parseBody, parseId, parseQuery, requireAbility } from '../http';
import { localeOf } from '../locale';

export const dessertTable = collection<DessertSeed>('datatable-desserts', () => desserts);

const sizes = dessertPageSizes.map(String) as [string, ...string[]];

const serverQuery = z
  .object({
    page: z._default(
      z.coerce
        .number({ error: 'page must be a whole number of 1 or more' })
        .check(z.int('page must be a whole number of 1 or more'), z.gte(1, 'page must be a whole number of 1 or more')),
      1,
    ),
    itemsPerPage: z.pipe(
      z._default(z.enum(sizes, { error: `itemsPerPage must be one of ${dessertPageSizes.join(', ')}` }), '10'),
      z.transform(Number),
    ),
    'sortBy[key]': z.optional(
      z.enum(dessertSortKeys, { error: `sortBy[key] must be one of: ${dessertSortKeys.join(', ')}` }),
    ),
    'sortBy[order]': z.optional(z.enum(['asc', 'desc'], { error: 'sortBy[order] must be asc or desc' })),
  })
  .check(
    z.refine((q) => !q['sortBy[order]'] || q['sortBy[key]'], {
      message: 'sortBy[order] needs a sortBy[key]',
      path: ['sortBy[order]'],
    }),
  );

const grams = (label: string) =>
  z.number({ error: `${label} must be a number` }).check(
    z.gte(0, `${label} cannot be negative`),
    z.lte(100, `${label} must be at most 100 g per 100 g serving`),
    z.refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-9, `${label} can have at most one decimal`),
  );

const dessertBody = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(60, 'Name must be at most 60 characters')),
    calories: z
      .number({ error: 'Calories must be a number' })
      .check(
        z.int('Calories must be a whole number'),
        z.gte(0, 'Calories cannot be negative'),
        z.lte(900, 'Calories must be at most 900 per 100 g serving'),
      ),
    fat: grams('Fat'),
    carbs: grams('Carbs'),
    protein: grams('Protein'),
    iron: z
      .number({ error: 'Iron must be a number' })
      .check(
        z.int('Iron must be a whole percentage'),
        z.gte(0, 'Iron cannot be negative'),
        z.lte(100, 'Iron must be at most 100% of the daily value'),
      ),
  })
  .check(
    z.refine((b) => b.fat + b.carbs + b.protein <= 100, {
      message: 'Fat, carbs and protein add up to at most 100 g per 100 g serving',
    }),
  );

const sameName = new Intl.Collator('en', { sensitivity: 'accent' });

/** Names are unique, whatever their case and language: a second "Eclair", or an "Éclair", is refused. */
function nameTaken(name: string, exceptId?: number): Response | null {
  const same = (a: string) => sameName.compare(a, name) === 0;
  const clash = dessertTable
    .all()
    .find((d) => d.id !== exceptId && (same(d.name) || locales.some((lng) => same(dessertName(d.name, lng)))));
  if (!clash) return null;
  const message = `A row named "${clash.name}" already exists`;
  return badRequest(message, { name: [message] });
}

function compare(key: (typeof dessertSortKeys)[number], language: Locale) {
  return (a: DessertSeed, b: DessertSeed) =>
    key === 'name' ? a.name.localeCompare(b.name, language, { sensitivity: 'base' }) : a[key] - b[key];
}

/** Every row, the seed ones named in `language`. */
function rowsIn(language: Locale): DessertSeed[] {
  return dessertTable.all().map((row) => ({ ...row, name: dessertName(row.name, language) }));
}

function everything(language: Locale = 'en') {
  const items = rowsIn(language);
  return { items, total: items.length };
}

export const handlers = [
  http.get(api('datatable/server'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Gallery');
    if (user instanceof Response) return user;
    const query = parseQuery(serverQuery, request.url);
    if (query instanceof Response) return query;
    const key = query['sortBy[key]'];
    const direction = query['sortBy[order]'] === 'desc' ? -1 : 1;
    const language = localeOf(request);
    const rows = rowsIn(language);
    // Ties keep id order, so a page never shows a row twice or skips one.
    if (key) rows.sort((a, b) => direction * compare(key, language)(a, b) || a.id - b.id);
    const start = (query.page - 1) * query.itemsPerPage;
    return HttpResponse.json({ items: rows.slice(start, start + query.itemsPerPage), total: rows.length });
  }),

  http.get(api('datatable/rows'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Gallery');
    if (user instanceof Response) return user;
    return HttpResponse.json(everything(localeOf(request)));
  }),

  http.post(api('datatable/rows'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Gallery');
    if (user instanceof Response) return user;
    const body = await parseBody(dessertBody, request);
    if (body instanceof Response) return body;
    const taken = nameTaken(body.name);
    if (taken) return taken;
    const item = dessertTable.insert({ id: dessertTable.nextId(), ...body });
    return HttpResponse.json({ item }, { status: 201 });
  }),

  http.put(api('datatable/rows/:id'), async ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Gallery');
    if (user instanceof Response) return user;
    const id = parseId(params.id, 'Row');
    if (id instanceof Response) return id;
    const body = await parseBody(dessertBody, request);
    if (body instanceof Response) return body;
    if (!dessertTable.find(id)) return notFound(`Row ${id}`);
    const taken = nameTaken(body.name, id);
    if (taken) return taken;
    return HttpResponse.json({ item: dessertTable.update(id, body) });
  }),

  http.delete(api('datatable/rows/:id'), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Gallery');
    if (user instanceof Response) return user;
    const id = parseId(params.id, 'Row');
    if (id instanceof Response) return id;
    return dessertTable.remove(id) ? HttpResponse.json({ id }) : notFound(`Row ${id}`);
  }),

  http.post(api('datatable/reset'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Gallery');
    if (user instanceof Response) return user;
    dessertTable.replaceAll(desserts);
    return HttpResponse.json(everything());
  }),
];
