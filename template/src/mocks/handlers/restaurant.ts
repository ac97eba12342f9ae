/**
 * Demo backend of the restaurant screens: the menu (filtered by type here, on the server) with
 * add, edit and delete, and the orders with their search and filters, status change and delete.
 *   GET    /restaurant/menu?filter=<type>&q=   -> { menus }   (filter: exact type; q: name or description)
 *   POST   /restaurant/menu        {name, type, desc, price, tax?, img?} -> 201 { menu }  (img: site path or data URL)
 *   PUT    /restaurant/menu/:id    same body                             -> { menu }
 *   DELETE /restaurant/menu/:id                                          -> { id }
 *   GET    /restaurant/orders?q=&status=&payMethod=  -> { orders }
 *          q: case-insensitive substring of the customer's name or email or the order number;
 *          status and payMethod: case-insensitive exact match.
 *   PATCH  /restaurant/orders/:id  {status}  -> { order }  (status: Preparing, On Road, Delivered, Cancelled)
 *   DELETE /restaurant/orders/:id            -> { id }
 * Order ids are order numbers as text ("5021"); an unknown one answers 404.
 * Seed menu descriptions come in the reader's language (Accept-Language, mocks/locale.ts) until a
 * user edits them, and `q` searches them in it; dish names stay as printed.
 * Every endpoint needs read Restaurant, what the restaurant screens' routes need (403 otherwise).
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { menuItemBodySchema, restaurantOrderPatchSchema } from '@/features/restaurant/types';
import { collection } from '../db';
import type { Locale } from '@/config/theme';
import { menuItems, menuTypes, type MenuItemSeed } from '../data/restaurant';
import { restaurantAr } from '../data/restaurant-ar';
import { restaurantFr } from '../data/restaurant-fr';
import { api, notFound, parseBody, parseId, parseQuery, requireAbility } from '../http';
import { localeOf, translatedSeed } from '../locale';
import { restaurantOrdersTable } from './restaurant-store';

// Bump seedVersion when you change the seed of the menu (data/restaurant.ts). 2: dish pictures.
export const menuTable = collection<MenuItemSeed>('restaurant-menu', () => menuItems, { seedVersion: 2 });

const menuQuery = z.object({
  filter: z.optional(z.enum(menuTypes, { error: `filter must be one of: ${menuTypes.join(', ')}` })),
  q: z.optional(z.string().check(z.maxLength(100, 'q must be at most 100 characters'))),
});

const ordersQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(100, 'q must be at most 100 characters'))),
  status: z.optional(z.string().check(z.maxLength(40))),
  payMethod: z.optional(z.string().check(z.maxLength(40))),
});

const menuTexts = { fr: restaurantFr, ar: restaurantAr };
const seedDescs = new Map(menuItems.map(({ id, desc }) => [id, { desc }]));

/** A menu item with its seed description in `locale`. */
const menuIn = (item: MenuItemSeed, locale: Locale) =>
  translatedSeed(item, seedDescs.get(item.id), item.id, locale, menuTexts);

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;
const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

export const handlers = [
  http.get(api('restaurant/menu'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Restaurant');
    if (user instanceof Response) return user;
    const query = parseQuery(menuQuery, request.url);
    if (query instanceof Response) return query;
    const q = query.q?.trim() ?? '';
    const locale = localeOf(request);
    const menus = menuTable
      .all()
      .filter((m) => !query.filter || m.type === query.filter)
      .map((m) => menuIn(m, locale))
      .filter((m) => !q || contains(m.name, q) || contains(m.desc, q));
    return HttpResponse.json({ menus });
  }),

  http.post(api('restaurant/menu'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Restaurant');
    if (user instanceof Response) return user;
    const body = await parseBody(menuItemBodySchema, request);
    if (body instanceof Response) return body;
    const menu = menuTable.insert({ id: menuTable.nextId(), ...body });
    return HttpResponse.json({ menu: menuIn(menu, localeOf(request)) }, { status: 201 });
  }),

  http.put(api('restaurant/menu/:id'), async ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Restaurant');
    if (user instanceof Response) return user;
    const id = parseId(params.id, 'Menu item');
    if (id instanceof Response) return id;
    const body = await parseBody(menuItemBodySchema, request);
    if (body instanceof Response) return body;
    const menu = menuTable.update(id, body);
    return menu ? HttpResponse.json({ menu: menuIn(menu, localeOf(request)) }) : notFound(`Menu item ${id}`);
  }),

  http.delete(api('restaurant/menu/:id'), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Restaurant');
    if (user instanceof Response) return user;
    const id = parseId(params.id, 'Menu item');
    if (id instanceof Response) return id;
    return menuTable.remove(id) ? HttpResponse.json({ id }) : notFound(`Menu item ${id}`);
  }),

  http.get(api('restaurant/orders'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Restaurant');
    if (user instanceof Response) return user;
    const query = parseQuery(ordersQuery, request.url);
    if (query instanceof Response) return query;
    const q = query.q?.trim() ?? '';
    const orders = restaurantOrdersTable
      .all()
      .filter((o) => !q || contains(o.customerName, q) || contains(o.customerEmail, q) || contains(o.id, q))
      .filter((o) => !query.status || same(o.status, query.status))
      .filter((o) => !query.payMethod || same(o.paymentMethod, query.payMethod));
    return HttpResponse.json({ orders });
  }),

  http.patch(api('restaurant/orders/:id'), async ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Restaurant');
    if (user instanceof Response) return user;
    const id = String(params.id);
    if (!restaurantOrdersTable.find(id)) return notFound(`Restaurant order ${id}`);
    const patch = await parseBody(restaurantOrderPatchSchema, request);
    if (patch instanceof Response) return patch;
    return HttpResponse.json({ order: restaurantOrdersTable.update(id, patch) });
  }),

  http.delete(api('restaurant/orders/:id'), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Restaurant');
    if (user instanceof Response) return user;
    const id = String(params.id);
    return restaurantOrdersTable.remove(id) ? HttpResponse.json({ id }) : notFound(`Restaurant order ${id}`);
  }),
];
