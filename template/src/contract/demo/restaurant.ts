/**
 * The contract's restaurant endpoints: the menu with add, edit and delete (the check adds a dish,
 * edits it and deletes it), and the orders with their status change (set to what it was) and delete.
 */
import { z } from 'zod/mini';
import {
  menuItemBodySchema,
  menuItemDeletedSchema,
  menuListSchema,
  restaurantOrderAnswerSchema,
  restaurantOrderDeletedSchema,
  restaurantOrderListSchema,
  restaurantOrderPatchSchema,
  savedMenuItemSchema,
  type MenuItem,
  type RestaurantOrder,
} from '@/features/restaurant/types';
import type { AnswerOf, Endpoint } from '../types';

const q = z.optional(z.string());
const dish = { name: 'Contract check', type: 'Dessert', desc: 'Made by the contract check', price: 4.5 };
const createdPath = (answerOf: AnswerOf) => {
  const created = answerOf<{ menu: MenuItem }>('createMenuItem')?.menu;
  return created && { path: { id: created.id } };
};
const orders = (answerOf: AnswerOf) => answerOf<{ orders: RestaurantOrder[] }>('listRestaurantOrders')?.orders;

export const restaurantEndpoints: Endpoint[] = [
  {
    id: 'listMenu',
    method: 'get',
    path: '/restaurant/menu',
    tag: 'Restaurant',
    summary: 'The menu, by type (`filter`) and words in the name or description',
    query: z.object({ filter: q, q }),
    answer: menuListSchema,
    ability: { action: 'read', subject: 'Restaurant' },
    errors: [400],
  },
  {
    id: 'createMenuItem',
    method: 'post',
    path: '/restaurant/menu',
    tag: 'Restaurant',
    summary: 'Add a dish',
    body: menuItemBodySchema,
    answer: savedMenuItemSchema,
    status: 201,
    ability: { action: 'read', subject: 'Restaurant' },
    errors: [400],
    sample: () => ({ body: dish }),
  },
  {
    id: 'updateMenuItem',
    method: 'put',
    path: '/restaurant/menu/{id}',
    tag: 'Restaurant',
    summary: 'Change a dish (the whole dish)',
    body: menuItemBodySchema,
    answer: savedMenuItemSchema,
    ability: { action: 'read', subject: 'Restaurant' },
    errors: [400, 404],
    sample: (answerOf) => {
      const path = createdPath(answerOf);
      return path && { ...path, body: { ...dish, price: 5 } };
    },
  },
  {
    id: 'deleteMenuItem',
    method: 'delete',
    path: '/restaurant/menu/{id}',
    tag: 'Restaurant',
    summary: 'Take a dish off the menu',
    answer: menuItemDeletedSchema,
    ability: { action: 'read', subject: 'Restaurant' },
    errors: [400, 404],
    sample: createdPath,
  },
  {
    id: 'listRestaurantOrders',
    method: 'get',
    path: '/restaurant/orders',
    tag: 'Restaurant',
    summary: "Orders, searched (customer's name or e-mail, order number) and filtered",
    query: z.object({ q, status: q, payMethod: q }),
    answer: restaurantOrderListSchema,
    ability: { action: 'read', subject: 'Restaurant' },
    errors: [400],
  },
  {
    id: 'updateRestaurantOrder',
    method: 'patch',
    path: '/restaurant/orders/{id}',
    tag: 'Restaurant',
    summary: "Change an order's status",
    body: restaurantOrderPatchSchema,
    answer: restaurantOrderAnswerSchema,
    ability: { action: 'read', subject: 'Restaurant' },
    errors: [400, 404],
    sample: (answerOf) => {
      const first = orders(answerOf)?.[0];
      return first && { path: { id: first.id }, body: { status: first.status } };
    },
  },
  {
    id: 'deleteRestaurantOrder',
    method: 'delete',
    path: '/restaurant/orders/{id}',
    tag: 'Restaurant',
    summary: 'Delete an order',
    answer: restaurantOrderDeletedSchema,
    ability: { action: 'read', subject: 'Restaurant' },
    errors: [404],
    destructive: true,
    sample: (answerOf) => {
      const last = orders(answerOf)?.at(-1);
      return last && { path: { id: last.id } };
    },
  },
];
