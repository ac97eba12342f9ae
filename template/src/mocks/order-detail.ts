/**
 * The order overview's answer (GET orders/:id), worked out from a stored order and its fulfilment
 * facts alone, so the demo backend and the reference server (server/) answer the same figures.
 */
import { deliveryStatuses } from '@/features/orders/types';
import { pictureUrl } from '@/lib/picture-sets';
import {
  addressBook,
  carrierPromiseDays,
  orderAccessories,
  orderPictureFallback,
  orderPictures,
  type FulfilmentSeed,
  type OrderSeed,
} from './data/orders';

export type StoredOrder = OrderSeed & { id: number };
export type StoredFulfilment = FulfilmentSeed & { id: number };

export const toOrder = ({ id: _id, ...order }: StoredOrder): OrderSeed => order;

const round2 = (n: number) => Math.round(n * 100) / 100;
const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
const pictureOf = (productName: string) => pictureUrl('products', orderPictures[productName] ?? orderPictureFallback);
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Tax rate applied to the demo orders' subtotals. */
const orderTaxRate = 0.08;

/** Builds the overview of one order; every figure follows from the stored order and its fulfilment. */
export function orderDetail(order: StoredOrder, facts: StoredFulfilment | undefined) {
  const n = order.orderId;
  const place = addressBook.cities[n % addressBook.cities.length]!;
  const street = addressBook.streets[n % addressBook.streets.length]!;
  const address = {
    line1: `${100 + ((n * 37) % 800)} ${street}`,
    city: place.city,
    state: place.state,
    zip: place.zip,
    country: addressBook.country,
  };
  const billingSame = n % 3 !== 0;
  const billing = billingSame ? address : { ...address, line1: `PO Box ${2000 + (n % 500)}` };

  // The stored amount is the order total: shipping is free from $199, tax is included, and every
  // other order got a 5% loyalty discount. The lines (the product plus accessories) add up to the
  // subtotal; tax takes the last cent of rounding so the total is always the stored amount.
  const shipping = order.amount >= 199 ? 0 : 9.99;
  const net = (order.amount - shipping) / (1 + orderTaxRate);
  const discountRate = n % 2 === 0 ? 0.05 : 0;
  const quantity = facts?.quantity ?? 1;
  const extraCount = net > 300 ? 3 : net > 150 ? 2 : net > 60 ? 1 : 0;
  const extras = Array.from({ length: extraCount }, (_, i) => {
    const [name, price] = orderAccessories[(n + i * 2) % orderAccessories.length]!;
    return {
      sku: `A-${n}-${i + 1}`,
      productName: name,
      image: pictureOf(name),
      quantity: 1,
      unitPrice: price,
      total: price,
    };
  });
  const mainTotal = net / (1 - discountRate) - extras.reduce((sum, item) => sum + item.total, 0);
  const unitPrice = round2(mainTotal / quantity);
  const items = [
    {
      sku: `P-${n}`,
      productName: order.productName,
      image: pictureOf(order.productName),
      quantity,
      unitPrice,
      total: round2(unitPrice * quantity),
    },
    ...extras,
  ];
  const subtotal = round2(items.reduce((sum, item) => sum + item.total, 0));
  const discount = round2(subtotal * discountRate);
  const tax = round2(order.amount - shipping - subtotal + discount);

  const carrier = facts?.carrier ?? 'SpeedyShip';
  const statusIndex = deliveryStatuses.indexOf(order.deliveryStatus);
  const reached = (step: number) => order.deliveryStatus !== 'Cancelled' && statusIndex >= step;
  const span = Math.max(1, Math.round((Date.parse(order.deliveryDate) - Date.parse(order.orderDate)) / 86_400_000));
  const stepDate = (fraction: number) => addDays(order.orderDate, Math.round(span * fraction));

  return {
    order: toOrder(order),
    customer: {
      name: order.customer,
      email: `${slug(order.customer)}@example.com`,
      phone: `+1 555 01${String(n % 100).padStart(2, '0')}`,
    },
    shippingAddress: address,
    billingAddress: billing,
    logistics: {
      carrier,
      warehouse: facts?.warehouse ?? null,
      trackingNumber: `${carrier.replace(/[^A-Z]/g, '')}${String(n * 7919).padStart(9, '0')}`,
      promisedDays: carrierPromiseDays[carrier],
    },
    items,
    totals: { subtotal, discount, taxRate: orderTaxRate, tax, shipping, total: order.amount },
    payment: {
      method: order.paymentMethod,
      transactionId: `TX${n}${String((n * 104729) % 1_000_000).padStart(6, '0')}`,
      cardLast4: order.paymentMethod === 'PayPal' ? null : String((n * 7) % 10_000).padStart(4, '0'),
      holder: order.customer,
    },
    timeline: [
      { step: 'placed', date: order.orderDate, done: true },
      { step: 'packed', date: reached(1) ? stepDate(0.2) : null, done: reached(1) },
      { step: 'shipped', date: reached(2) ? stepDate(0.4) : null, done: reached(2) },
      { step: 'out-for-delivery', date: reached(3) ? stepDate(0.9) : null, done: reached(3) },
      { step: 'delivered', date: order.deliveryDate, done: reached(4) },
    ],
  };
}
