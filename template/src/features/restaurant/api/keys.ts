import type { MenuType, RestaurantOrderFilters } from '../types';

/** Query keys of the restaurant domain. */
export const restaurantKeys = {
  all: ['restaurant'] as const,
  menus: () => [...restaurantKeys.all, 'menu'] as const,
  menu: (filter: MenuType | null, q: string) => [...restaurantKeys.menus(), { filter, q }] as const,
  orders: (filters: RestaurantOrderFilters) => [...restaurantKeys.all, 'orders', filters] as const,
};
