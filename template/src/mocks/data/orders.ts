/**
 * Seed data for general orders (thirty samples) and the fulfilment
 * facts the demo backend joins to them (quantity, carrier, warehouse). Edited copies live in the
 * browser store (mocks/db.ts); "Reset demo data" restores these seeds.
 */

import type { DeliveryStatus, PaymentMethod } from '@/features/orders/types';

export interface OrderSeed {
  orderId: number;
  customer: string;
  productName: string;
  /** Order total in USD. */
  amount: number;
  /** ISO date the order was placed. */
  orderDate: string;
  /** ISO date the parcel arrived or is expected. */
  deliveryDate: string;
  paymentMethod: PaymentMethod;
  deliveryStatus: DeliveryStatus;
}

type Row = [number, string, string, number, string, string, PaymentMethod, DeliveryStatus];

const rows: Row[] = [
  [1001, 'Olivia Bennett', 'Wireless Earbuds Pro', 129.99, '2023-07-02', '2023-07-06', 'Credit Card', 'Delivered'],
  [1002, 'Liam Carter', 'Smart Fitness Watch', 249, '2023-07-04', '2023-07-08', 'PayPal', 'Delivered'],
  [1003, 'Sophia Nguyen', '4K Action Camera', 319.5, '2023-07-07', '2023-07-14', 'Debit Card', 'Delivered'],
  [1004, 'Noah Patel', 'Ergonomic Office Chair', 415, '2023-07-10', '2023-07-14', 'Credit Card', 'Cancelled'],
  [1005, 'Emma Rossi', 'Mechanical Keyboard', 149.9, '2023-07-13', '2023-07-18', 'PayPal', 'Delivered'],
  [1006, 'Lucas Martin', 'Noise-Cancelling Headphones', 299.99, '2023-07-16', '2023-07-27', 'Debit Card', 'Delivered'],
  [1007, 'Ava Thompson', 'Portable SSD 1 TB', 109, '2023-07-19', '2023-07-23', 'Credit Card', 'Delivered'],
  [1008, 'Ethan Kim', 'Standing Desk Frame', 389, '2023-07-22', '2023-07-31', 'PayPal', 'Delivered'],
  [1009, 'Mia Hernandez', 'Espresso Machine', 549, '2023-07-26', '2023-08-02', 'Credit Card', 'Out for Delivery'],
  [1010, 'James O’Connor', 'Robot Vacuum', 459.95, '2023-07-28', '2023-08-04', 'Debit Card', 'Shipped'],
  [1011, 'Isabella Costa', 'Smart Thermostat', 199, '2023-07-30', '2023-08-05', 'PayPal', 'Out for Delivery'],
  [1012, 'Benjamin Wright', 'Gaming Mouse', 69.99, '2023-08-01', '2023-08-06', 'Credit Card', 'Shipped'],
  [1013, 'Charlotte Dubois', 'Electric Kettle', 59.5, '2023-08-03', '2023-08-08', 'Debit Card', 'Processing'],
  [1014, 'Henry Schmidt', '27" 4K Monitor', 379, '2023-08-05', '2023-08-12', 'PayPal', 'Out for Delivery'],
  [1015, 'Amelia Johnson', 'Air Purifier', 229.99, '2023-08-07', '2023-08-13', 'Credit Card', 'Pending'],
  [1016, 'Alexander Ivanov', 'Bluetooth Speaker', 89, '2023-08-09', '2023-08-14', 'Debit Card', 'Shipped'],
  [1017, 'Harper Lee', 'Laser Printer', 279, '2023-08-11', '2023-08-18', 'PayPal', 'Processing'],
  [1018, 'Daniel Okafor', 'Tablet 11"', 499, '2023-08-13', '2023-08-20', 'Credit Card', 'Out for Delivery'],
  [1019, 'Evelyn Garcia', 'Coffee Grinder', 79.9, '2023-08-15', '2023-08-20', 'PayPal', 'Pending'],
  [1020, 'Matthew Brooks', 'Webcam HD', 74.99, '2023-08-17', '2023-08-22', 'Debit Card', 'Shipped'],
  [1021, 'Abigail Moreau', 'Yoga Mat Set', 45, '2023-08-19', '2023-08-24', 'Credit Card', 'Pending'],
  [1022, 'Samuel Haddad', 'Smartphone 128 GB', 699, '2023-08-21', '2023-08-27', 'PayPal', 'Processing'],
  [1023, 'Emily Zhang', 'Drone Mini', 349, '2023-08-23', '2023-08-30', 'Credit Card', 'Out for Delivery'],
  [1024, 'David Mensah', 'Electric Toothbrush', 54.99, '2023-08-25', '2023-08-30', 'Debit Card', 'Pending'],
  [1025, 'Grace Fischer', 'Road Bike Helmet', 119, '2023-08-28', '2023-09-02', 'PayPal', 'Shipped'],
  [1026, 'Joseph Alvarez', 'Smart Doorbell', 179, '2023-08-31', '2023-09-06', 'Credit Card', 'Processing'],
  [1027, 'Chloe Laurent', 'Hair Dryer', 99.95, '2023-09-03', '2023-09-08', 'Debit Card', 'Out for Delivery'],
  [1028, 'Michael Tanaka', 'Ultrabook 14"', 1149, '2023-09-06', '2023-09-13', 'PayPal', 'Pending'],
  [1029, 'Zoe Williams', 'Instant Camera', 89.99, '2023-09-09', '2023-09-14', 'Credit Card', 'Shipped'],
  [1030, 'Omar Farouk', 'Kitchen Scale', 29.99, '2023-09-12', '2023-09-16', 'Debit Card', 'Processing'],
];

export const orders: OrderSeed[] = rows.map(
  ([orderId, customer, productName, amount, orderDate, deliveryDate, paymentMethod, deliveryStatus]) => ({
    orderId,
    customer,
    productName,
    amount,
    orderDate,
    deliveryDate,
    paymentMethod,
    deliveryStatus,
  }),
);

export const carriers = ['SpeedyShip', 'Atlas Freight', 'NorthPost', 'Bluebird Express'] as const;
export type Carrier = (typeof carriers)[number];

/** Days each carrier promises from order to door; deliveries beyond it count as late. */
export const carrierPromiseDays: Record<Carrier, number> = {
  SpeedyShip: 5,
  'Atlas Freight': 7,
  NorthPost: 6,
  'Bluebird Express': 4,
};

export const warehouses = ['Newark, NJ', 'Reno, NV', 'Dallas, TX'] as const;
export type Warehouse = (typeof warehouses)[number];

export interface FulfilmentSeed {
  orderId: number;
  quantity: number;
  carrier: Carrier;
  warehouse: Warehouse;
}

/** Quantity, carrier and shipping warehouse per order, in orderId order. */
const fulfilmentRows: [number, Carrier, Warehouse][] = [
  [2, 'SpeedyShip', 'Newark, NJ'],
  [1, 'Bluebird Express', 'Reno, NV'],
  [1, 'Atlas Freight', 'Dallas, TX'],
  [1, 'NorthPost', 'Newark, NJ'],
  [1, 'SpeedyShip', 'Reno, NV'],
  [1, 'Atlas Freight', 'Dallas, TX'],
  [3, 'Bluebird Express', 'Newark, NJ'],
  [1, 'NorthPost', 'Dallas, TX'],
  [1, 'SpeedyShip', 'Reno, NV'],
  [1, 'Atlas Freight', 'Newark, NJ'],
  [2, 'Bluebird Express', 'Dallas, TX'],
  [2, 'SpeedyShip', 'Reno, NV'],
  [1, 'NorthPost', 'Newark, NJ'],
  [1, 'Atlas Freight', 'Dallas, TX'],
  [1, 'Bluebird Express', 'Reno, NV'],
  [2, 'SpeedyShip', 'Newark, NJ'],
  [1, 'NorthPost', 'Dallas, TX'],
  [1, 'Atlas Freight', 'Reno, NV'],
  [1, 'SpeedyShip', 'Newark, NJ'],
  [1, 'Bluebird Express', 'Dallas, TX'],
  [3, 'NorthPost', 'Reno, NV'],
  [1, 'SpeedyShip', 'Reno, NV'],
  [1, 'Atlas Freight', 'Dallas, TX'],
  [2, 'Bluebird Express', 'Reno, NV'],
  [1, 'NorthPost', 'Newark, NJ'],
  [1, 'SpeedyShip', 'Dallas, TX'],
  [1, 'Atlas Freight', 'Reno, NV'],
  [1, 'Bluebird Express', 'Newark, NJ'],
  [1, 'NorthPost', 'Dallas, TX'],
  [2, 'SpeedyShip', 'Reno, NV'],
];

export const fulfilment: FulfilmentSeed[] = fulfilmentRows.map(([quantity, carrier, warehouse], i) => ({
  orderId: 1001 + i,
  quantity,
  carrier,
  warehouse,
}));

/** Street names and cities the overview's addresses are composed from (no real people live here). */
export const addressBook = {
  streets: ['Maple Avenue', 'Harbor Street', 'Cedar Lane', 'Sunset Boulevard', 'Orchard Road', 'Lakeview Drive'],
  cities: [
    { city: 'Springfield', state: 'IL', zip: '62704' },
    { city: 'Portland', state: 'OR', zip: '97205' },
    { city: 'Austin', state: 'TX', zip: '73301' },
    { city: 'Madison', state: 'WI', zip: '53703' },
    { city: 'Raleigh', state: 'NC', zip: '27601' },
  ],
  country: 'United States',
} as const;

/** Accessories that ride along with the main product on the overview (name, unit price in USD). */
export const orderAccessories: [string, number][] = [
  ['Protective Case', 19.99],
  ['USB-C Cable 2 m', 12.5],
  ['Extended Warranty (1 year)', 29],
  ['Gift Wrapping', 4.99],
  ['Cleaning Kit', 9.95],
  ['Wall Adapter 30 W', 24.9],
];

/**
 * The shot of each thing the orders sell, by its name: a picture of the products set
 * (public/images/products), the store's own where it sells the same kind of thing, otherwise one
 * drawn for the orders (scripts/images/order-goods.mjs and order-accessories.mjs). A name not listed
 * shows `orderPictureFallback`, the parcel of scripts/images/parcel.mjs.
 */
export const orderPictures: Record<string, string> = {
  'Wireless Earbuds Pro': 'wireless-earbuds-pro',
  'Smart Fitness Watch': 'smartwatch-s2',
  '4K Action Camera': 'nick-camera',
  'Ergonomic Office Chair': 'ergonomic-chair',
  'Mechanical Keyboard': 'mechanical-keyboard',
  'Noise-Cancelling Headphones': 'beat-headphone',
  'Portable SSD 1 TB': 'portable-ssd-1-tb',
  'Standing Desk Frame': 'adjustable-table',
  'Espresso Machine': 'espresso-machine',
  'Robot Vacuum': 'robot-vacuum',
  'Smart Thermostat': 'smart-thermostat',
  'Gaming Mouse': 'gaming-mouse',
  'Electric Kettle': 'electric-kettle',
  '27" 4K Monitor': 'monitor-27',
  'Air Purifier': 'air-purifier',
  'Bluetooth Speaker': 'bluetooth-speaker-go',
  'Laser Printer': 'laser-printer',
  'Tablet 11"': 'tablet-11',
  'Coffee Grinder': 'grinder-25-w',
  'Webcam HD': 'webcam-hd',
  'Yoga Mat Set': 'yoga-mat-set',
  'Smartphone 128 GB': 'iphone-14',
  'Drone Mini': 'drone-mini',
  'Electric Toothbrush': 'electric-toothbrush',
  'Road Bike Helmet': 'road-bike-helmet',
  'Smart Doorbell': 'smart-doorbell',
  'Hair Dryer': 'hair-dryer',
  'Ultrabook 14"': 'laptop-pro-14',
  'Instant Camera': 'instant-camera',
  'Kitchen Scale': 'kitchen-scale',
  'Protective Case': 'protective-case',
  'USB-C Cable 2 m': 'usb-c-cable',
  'Extended Warranty (1 year)': 'extended-warranty',
  'Gift Wrapping': 'gift-wrapping',
  'Cleaning Kit': 'cleaning-kit',
  'Wall Adapter 30 W': 'wall-adapter',
};

/** The picture of an order line whose product has no shot of its own: a drawn parcel. */
export const orderPictureFallback = 'parcel';
