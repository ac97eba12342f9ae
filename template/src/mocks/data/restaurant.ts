/**
 * Seed data for restaurant orders (spec §3 "Restaurant order", twenty-two samples; §9 branches and
 * payment methods). The restaurant screens and the operations dashboard read the same collection.
 */

export const restaurantBranches = ['New York', 'Washington', 'Texas', 'Florida', 'California'] as const;
export type RestaurantBranch = (typeof restaurantBranches)[number];

export const restaurantStatuses = ['Preparing', 'On Road', 'Delivered', 'Cancelled'] as const;
export type RestaurantStatus = (typeof restaurantStatuses)[number];

export const restaurantPaymentMethods = ['Cash', 'Credit Card', 'Debit Card'] as const;
export type RestaurantPaymentMethod = (typeof restaurantPaymentMethods)[number];

export interface RestaurantOrderSeed {
  /** Order number as text, as the spec stores it. */
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
