/** Sample content of the checkout demo: the basket and the choice lists. */
export const cities = [
  'New York',
  'Los Angeles',
  'Chicago',
  'Houston',
  'Philadelphia',
  'Phoenix',
  'San Antonio',
  'San Diego',
];

/** ISO region codes; the names are shown in the reader's language through Intl.DisplayNames. */
export const countries = ['US', 'CA', 'GB', 'FR', 'DE', 'ES', 'IT', 'MA', 'AE', 'JP'];

export interface BasketItem {
  id: string;
  name: string;
  quantity: number;
  price: number;
}

export const basket: BasketItem[] = [
  { id: 'P-1042', name: 'StellarGlow Facial Cream', quantity: 3, price: 24.99 },
  { id: 'P-2210', name: 'Nimbus Wireless Earbuds', quantity: 1, price: 89 },
  { id: 'P-3307', name: 'Terra Ceramic Mug', quantity: 2, price: 14.5 },
  { id: 'P-4185', name: 'Aurora Desk Lamp', quantity: 1, price: 59.9 },
  { id: 'P-5023', name: 'Drift Linen Throw', quantity: 1, price: 42 },
];

export const shippingCost = 9.9;
export const taxRate = 0.08;
