/**
 * The restaurant's orders, a store shared by the restaurant screens' backend (restaurant.ts) and the
 * Operations dashboard's (dashboards-operations.ts). Read-only in the demo.
 */
import { collection } from '../db';
import { restaurantOrders, type RestaurantOrderSeed } from '../data/restaurant';

export const restaurantOrdersTable = collection<RestaurantOrderSeed>('restaurant-orders', () => restaurantOrders);
