import type { MenuType, RestaurantOrderFilters } from '../types';

/** Query keys of the restaurant domain. */
export const restaurantKeys = {
  all: ['restaurant'] as const,
  menus: () => [...restaurantKeys.all, 'menu'] as const,
  menu: (filter: MenuType | null, q: string) => [...restaurantKeys.menus(), { filter, q }] as const,
  /** Every orders answer, whatever its filters (the table's and the status totals'). */
  orderLists: () => [...restaurantKeys.all, 'orders'] as const,
  orders: (filters: RestaurantOrderFilters) => [...restaurantKeys.orderLists(), filters] as const,
};

/** The Operations dashboard's figures count the restaurant orders on the server. */
export const operationsDashboardKey = ['dashboards', 'operations'] as const;
