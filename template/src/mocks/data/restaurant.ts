/**
 * Seed data for restaurant orders (twenty-two samples across the branches and
 * payment methods). The restaurant screens and the operations dashboard read the same collection.
 */
import { pictureName, pictureUrl } from '@/lib/picture-sets';

export const restaurantBranches = ['New York', 'Washington', 'Texas', 'Florida', 'California'] as const;
export type RestaurantBranch = (typeof restaurantBranches)[number];

export const restaurantStatuses = ['Preparing', 'On Road', 'Delivered', 'Cancelled'] as const;
export type RestaurantStatus = (typeof restaurantStatuses)[number];

export const restaurantPaymentMethods = ['Cash', 'Credit Card', 'Debit Card'] as const;
export type RestaurantPaymentMethod = (typeof restaurantPaymentMethods)[number];

export interface RestaurantOrderSeed {
  /** Order number as text, as the API stores it. */
  id: string;
  customerName: string;
  customerEmail: string;
  paymentMethod: RestaurantPaymentMethod;
  branch: RestaurantBranch;
  /** Order total in USD, tax included. */
  total: number;
  /** Local date and time the order was placed (text, `YYYY-MM-DDTHH:mm`). */
  dateTime: string;
  status: RestaurantStatus;
}

type Row = [string, string, RestaurantPaymentMethod, RestaurantBranch, number, string, RestaurantStatus];

const rows: Row[] = [
  ['5021', 'Nora Whitfield', 'Credit Card', 'New York', 61.94, '2024-05-14T12:05', 'Preparing'],
  ['5022', 'Marcus Reyes', 'Cash', 'Washington', 104.94, '2024-05-14T12:11', 'On Road'],
  ['5023', 'Priya Raman', 'Debit Card', 'Texas', 104.94, '2024-05-14T12:18', 'On Road'],
  ['5024', 'Tobias Lund', 'Credit Card', 'Florida', 12.99, '2024-05-14T12:24', 'Cancelled'],
  ['5025', 'Hana Sato', 'Cash', 'California', 61.94, '2024-05-14T12:31', 'Delivered'],
  ['5026', 'Felix Moreno', 'Debit Card', 'New York', 38.5, '2024-05-14T12:40', 'Delivered'],
  ['5027', 'Leila Haddad', 'Credit Card', 'New York', 74.25, '2024-05-14T12:47', 'On Road'],
  ['5028', 'Owen Gallagher', 'Cash', 'Texas', 22.75, '2024-05-14T12:53', 'Preparing'],
  ['5029', 'Ines Carvalho', 'Credit Card', 'California', 89.1, '2024-05-14T13:02', 'Preparing'],
  ['5030', 'Victor Nakamura', 'Debit Card', 'Florida', 45.6, '2024-05-14T13:09', 'Delivered'],
  ['5031', 'Sara Lindqvist', 'Cash', 'Washington', 31.4, '2024-05-14T13:15', 'Delivered'],
  ['5032', 'Adrian Kowalski', 'Credit Card', 'New York', 56.8, '2024-05-14T13:22', 'Preparing'],
  ['5033', 'Maya Goldberg', 'Debit Card', 'California', 118.35, '2024-05-14T13:30', 'On Road'],
  ['5034', 'Kwame Asante', 'Cash', 'Texas', 27.9, '2024-05-14T13:36', 'Delivered'],
  ['5035', 'Lucia Romano', 'Credit Card', 'Florida', 66.45, '2024-05-14T13:44', 'On Road'],
  ['5036', 'Elliot Harper', 'Debit Card', 'Washington', 19.99, '2024-05-14T13:51', 'Cancelled'],
  ['5037', 'Amara Obi', 'Cash', 'New York', 92.7, '2024-05-14T13:58', 'Delivered'],
  ['5038', 'Jonas Becker', 'Credit Card', 'California', 48.2, '2024-05-14T14:06', 'Delivered'],
  ['5039', 'Yasmin Aziz', 'Debit Card', 'Texas', 73.15, '2024-05-14T14:13', 'Preparing'],
  ['5040', 'Caleb Turner', 'Cash', 'Florida', 35.5, '2024-05-14T14:20', 'Cancelled'],
  ['5041', 'Mei Lin', 'Credit Card', 'Washington', 81.05, '2024-05-14T14:27', 'On Road'],
  ['5042', 'Rafael Duarte', 'Debit Card', 'New York', 58.6, '2024-05-14T14:35', 'Delivered'],
];

const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;

export const restaurantOrders: RestaurantOrderSeed[] = rows.map(
  ([id, customerName, paymentMethod, branch, total, dateTime, status]) => ({
    id,
    customerName,
    customerEmail: emailOf(customerName),
    paymentMethod,
    branch,
    total,
    dateTime,
    status,
  }),
);

/** Menu types in the order the menu screen shows them. */
export const menuTypes = ['Appetizer', 'Salad', 'Main Course', 'Dessert', 'Beverages'] as const;
export type MenuType = (typeof menuTypes)[number];

/** Tax rate in percent applied to every menu item. */
export const menuTaxRate = 5;

export interface MenuItemSeed {
  id: number;
  /** Picture URL on the site's own origin (or an uploaded data URL); empty means the screen draws the type's artwork. */
  img: string;
  name: string;
  type: MenuType;
  desc: string;
  /** Price in USD before tax. */
  price: number;
  /** Tax in percent. */
  tax: number;
}

/** One language's menu descriptions by item id (restaurant-fr.ts, restaurant-ar.ts); dish names stay as printed. */
export type MenuLanguage = Record<string, Pick<MenuItemSeed, 'desc'>>;

const menuRows: [string, MenuType, string, number][] = [
  ['Crispy Calamari', 'Appetizer', 'Lightly floured squid rings with lemon aioli and charred lemon.', 11.5],
  ['Tomato Bruschetta', 'Appetizer', 'Grilled sourdough with heirloom tomatoes, basil and aged balsamic.', 8.99],
  ['Spiced Lamb Skewers', 'Appetizer', 'Cumin-rubbed lamb on the grill, served with mint yoghurt.', 12.75],
  ['Garden Greens', 'Salad', 'Mixed leaves, cucumber, radish and a shallot vinaigrette.', 9.25],
  ['Roasted Beet & Feta', 'Salad', 'Oven-roasted beets, whipped feta, walnuts and orange zest.', 10.5],
  ['Chicken Caesar', 'Salad', 'Romaine, grilled chicken, parmesan crisps and anchovy dressing.', 13.99],
  ['Wild Mushroom Risotto', 'Main Course', 'Carnaroli rice, porcini stock, thyme and shaved parmesan.', 18.5],
  ['Seared Salmon', 'Main Course', 'Crisp-skinned salmon on crushed potatoes with dill butter.', 22.0],
  ['Braised Short Rib', 'Main Course', 'Slow-braised beef, celeriac purée and red wine jus.', 26.5],
  ['Vegetable Curry', 'Main Course', 'Coconut curry of seasonal vegetables with jasmine rice.', 16.25],
  ['Dark Chocolate Tart', 'Dessert', 'Bitter chocolate ganache in a cocoa crust, sea salt flakes.', 8.5],
  ['Lemon Panna Cotta', 'Dessert', 'Vanilla cream set with lemon curd and a shortbread crumb.', 7.75],
  ['Fresh Mint Lemonade', 'Beverages', 'Pressed lemons, garden mint and a touch of cane sugar.', 4.5],
  ['Cold Brew Coffee', 'Beverages', 'Steeped for eighteen hours, served over ice.', 4.99],
  ['Mango Lassi', 'Beverages', 'Ripe mango blended with yoghurt and cardamom.', 5.25],
];

export const menuItems: MenuItemSeed[] = menuRows.map(([name, type, desc, price], index) => ({
  id: index + 1,
  img: pictureUrl('dishes', pictureName(name)),
  name,
  type,
  desc,
  price,
  tax: menuTaxRate,
}));
