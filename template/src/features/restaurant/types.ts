/** Restaurant shapes: menu items and orders, with the fixed lists the demo backend shares. */
import { z } from 'zod/mini';

export const menuTypes = ['Appetizer', 'Salad', 'Main Course', 'Dessert', 'Beverages'] as const;
export const restaurantStatuses = ['Preparing', 'On Road', 'Delivered', 'Cancelled'] as const;
export const restaurantPaymentMethods = ['Cash', 'Credit Card', 'Debit Card'] as const;
/** Tax in percent on every menu item. */
export const menuTaxRate = 5;

export const menuItemSchema = z.object({
  id: z.number(),
  img: z.string(),
  name: z.string(),
  type: z.enum(menuTypes),
  desc: z.string(),
  price: z.number(),
  tax: z.number(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
export type MenuType = MenuItem['type'];
/** What the add and edit dialog sends. */
export type MenuItemInput = Omit<MenuItem, 'id' | 'tax'>;

export const restaurantOrderSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  paymentMethod: z.enum(restaurantPaymentMethods),
  branch: z.string(),
  total: z.number(),
  dateTime: z.string(),
  status: z.enum(restaurantStatuses),
});
export type RestaurantOrder = z.infer<typeof restaurantOrderSchema>;
export type RestaurantStatus = RestaurantOrder['status'];
export type RestaurantPaymentMethod = RestaurantOrder['paymentMethod'];

/** PATCH /restaurant/orders/:id answers `{ order }`. */
export const restaurantOrderAnswerSchema = z.object({ order: restaurantOrderSchema });
/** DELETE /restaurant/orders/:id answers `{ id }`. */
export const restaurantOrderDeletedSchema = z.object({ id: z.string() });

export interface RestaurantOrderFilters {
  q?: string;
  status?: RestaurantStatus;
  payMethod?: RestaurantPaymentMethod;
}

/** GET /restaurant/menu answers `{ menus }`. */
export const menuListSchema = z.object({ menus: z.array(menuItemSchema) });

/** POST and PUT /restaurant/menu answer `{ menu }`, the item as stored. */
export const savedMenuItemSchema = z.object({ menu: menuItemSchema });

/** GET /restaurant/orders answers `{ orders }`. */
export const restaurantOrderListSchema = z.object({ orders: z.array(restaurantOrderSchema) });

/** DELETE /restaurant/menu/:id answers `{ id }`. */
export const menuItemDeletedSchema = z.object({ id: z.number() });

/** POST /restaurant/menu and PUT /restaurant/menu/:id (img: a path on the site or a data URL). */
export const menuItemBodySchema = z.object({
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

/** PATCH /restaurant/orders/:id */
export const restaurantOrderPatchSchema = z.object({
  status: z.enum(restaurantStatuses, { error: `Status must be one of: ${restaurantStatuses.join(', ')}` }),
});
