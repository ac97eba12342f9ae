/**
 * The restaurant's orders, a store shared by the restaurant screens' backend (restaurant.ts) and the
 * Operations dashboard's (dashboards-operations.ts): a status set or an order deleted on the orders
 * screen shows on the dashboard too.
 */
import { collection } from '../db';
import { restaurantOrders, type RestaurantOrderSeed } from '../data/restaurant';

export const restaurantOrdersTable = collection<RestaurantOrderSeed>('restaurant-orders', () => restaurantOrders);
