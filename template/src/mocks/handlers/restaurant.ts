/**
 * Demo backend of the restaurant screens: the menu (filtered by type here, on the server) with
 * add, edit and delete, and the orders with their search and filters.
 *   GET    /restaurant/menu?filter=<type>&q=   -> { menus }   (filter: exact type; q: name or description)
 *   POST   /restaurant/menu        {name, type, desc, price, tax?, img?} -> 201 { menu }
 *   PUT    /restaurant/menu/:id    same body                             -> { menu }
 *   DELETE /restaurant/menu/:id                                          -> { id }
 *   GET    /restaurant/orders?q=&status=&payMethod=  -> { orders }
 *          q: case-insensitive substring of the customer's name or email or the order number;
 *          status and payMethod: case-insensitive exact match.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { collection } from '../db';
import { menuItems, menuTaxRate, menuTypes, type MenuItemSeed } from '../data/restaurant';
import { api, badRequest, notFound, parseBody, parseQuery, requireUser } from '../http';
import { restaurantOrdersTable } from './dashboards';

export const menuTable = collection<MenuItemSeed>('restaurant-menu', () => menuItems);

const menuQuery = z.object({
  filter: z.enum(menuTypes, { error: `filter must be one of: ${menuTypes.join(', ')}` }).optional(),
  q: z.string().max(100, 'q must be at most 100 characters').optional(),
});

const menuBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  type: z.enum(menuTypes, { error: `Type must be one of: ${menuTypes.join(', ')}` }),
  desc: z.string().trim().min(1, 'Description is required').max(200, 'Description must be at most 200 characters'),
  price: z
    .number({ error: 'Price must be a number' })
    .positive('Price must be more than 0')
    .max(1000, 'Price must be at most 1000')
    .refine((n) => Math.round(n * 100) === n * 100, 'Price can have at most two decimals'),
  tax: z.literal(menuTaxRate, { error: `Tax is ${menuTaxRate}% for every item` }).default(menuTaxRate),
  // Pictures come from the site itself: an absolute path, never another origin.
  img: z
    .string()
    .regex(/^(\/[^/].*)?$/, 'Image must be a path on this site')
    .default(''),
});

const ordersQuery = z.object({
  q: z.string().max(100, 'q must be at most 100 characters').optional(),
  status: z.string().max(40).optional(),
  payMethod: z.string().max(40).optional(),
});

const idParam = z.coerce.number().int().positive();
function parseId(raw: unknown): number | Response {
  const result = idParam.safeParse(raw);
  return result.success ? result.data : badRequest('Menu item id must be a positive whole number');
}

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
    const id = parseId(params.id);
    if (id instanceof Response) return id;
    const body = await parseBody(menuBody, request);
    if (body instanceof Response) return body;
    const menu = menuTable.update(id, body);
    return menu ? HttpResponse.json({ menu }) : notFound(`Menu item ${id}`);
  }),

  http.delete(api('restaurant/menu/:id'), ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const id = parseId(params.id);
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
];
