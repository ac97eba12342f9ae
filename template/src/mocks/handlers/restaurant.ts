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
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { collection } from '../db';
import { menuItems, menuTaxRate, menuTypes, restaurantStatuses, type MenuItemSeed } from '../data/restaurant';
import { api, notFound, parseBody, parseId, parseQuery, requireUser } from '../http';
import { restaurantOrdersTable } from './restaurant-store';

export const menuTable = collection<MenuItemSeed>('restaurant-menu', () => menuItems);

const menuQuery = z.object({
  filter: z.optional(z.enum(menuTypes, { error: `filter must be one of: ${menuTypes.join(', ')}` })),
  q: z.optional(z.string().check(z.maxLength(100, 'q must be at most 100 characters'))),
});

const menuBody = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(60, 'Name must be at most 60 characters')),
  type: z.enum(menuTypes, { error: `Type must be one of: ${menuTypes.join(', ')}` }),
  desc: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Description is required'),
      z.maxLength(200, 'Description must be at most 200 characters'),
    ),
  price: z.number({ error: 'Price must be a number' }).check(
    z.positive('Price must be more than 0'),
    z.lte(1000, 'Price must be at most 1000'),
    z.refine((n) => Math.round(n * 100) === n * 100, 'Price can have at most two decimals'),
  ),
  tax: z._default(z.literal(menuTaxRate, { error: `Tax is ${menuTaxRate}% for every item` }), menuTaxRate),
  // Pictures come from the site itself (an absolute path, never another origin) or are uploads kept
  // as data URLs; a data URL's text is 4/3 of the file, so 300,000 characters hold the form's 200 kB.
  img: z._default(
    z.string().check(
      z.maxLength(300_000, 'Image is too large (at most 200 kB)'),
      z.refine(
        (v) => /^(\/[^/].*)?$/.test(v) || /^data:image\/(png|jpeg|webp|gif|bmp);base64,[A-Za-z0-9+/=]+$/.test(v),
        {
          error: 'Image must be a path on this site or a PNG, JPEG, WebP, GIF or BMP data URL',
        },
      ),
    ),
    '',
  ),
});

const ordersQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(100, 'q must be at most 100 characters'))),
  status: z.optional(z.string().check(z.maxLength(40))),
  payMethod: z.optional(z.string().check(z.maxLength(40))),
});

const orderPatch = z.object({
  status: z.enum(restaurantStatuses, { error: `Status must be one of: ${restaurantStatuses.join(', ')}` }),
});

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;
const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

export const handlers = [
  http.get(api('restaurant/menu'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const query = parseQuery(menuQuery, request.url);
    if (query instanceof Response) return query;
    const q = query.q?.trim() ?? '';
    const menus = menuTable
      .all()
      .filter((m) => !query.filter || m.type === query.filter)
      .filter((m) => !q || contains(m.name, q) || contains(m.desc, q));
    return HttpResponse.json({ menus });
  }),

  http.post(api('restaurant/menu'), async ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await parseBody(menuBody, request);
    if (body instanceof Response) return body;
    const menu = menuTable.insert({ id: menuTable.nextId(), ...body });
    return HttpResponse.json({ menu }, { status: 201 });
  }),

  http.put(api('restaurant/menu/:id'), async ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const id = parseId(params.id, 'Menu item');
    if (id instanceof Response) return id;
    const body = await parseBody(menuBody, request);
    if (body instanceof Response) return body;
    const menu = menuTable.update(id, body);
    return menu ? HttpResponse.json({ menu }) : notFound(`Menu item ${id}`);
  }),

  http.delete(api('restaurant/menu/:id'), ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const id = parseId(params.id, 'Menu item');
    if (id instanceof Response) return id;
    return menuTable.remove(id) ? HttpResponse.json({ id }) : notFound(`Menu item ${id}`);
  }),

  http.get(api('restaurant/orders'), ({ request }) => {
    const user = requireUser(request);
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
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const id = String(params.id);
    if (!restaurantOrdersTable.find(id)) return notFound(`Restaurant order ${id}`);
    const patch = await parseBody(orderPatch, request);
    if (patch instanceof Response) return patch;
    return HttpResponse.json({ order: restaurantOrdersTable.update(id, patch) });
  }),

  http.delete(api('restaurant/orders/:id'), ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const id = String(params.id);
    return restaurantOrdersTable.remove(id) ? HttpResponse.json({ id }) : notFound(`Restaurant order ${id}`);
  }),
];
