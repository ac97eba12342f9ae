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
