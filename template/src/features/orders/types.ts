/** Order shapes: the general order of the list and the overview's detail. */
import { z } from 'zod/mini';

/** Delivery statuses in pipeline order; the demo backend's seeds use the same list. */
export const deliveryStatuses = [
  'Pending',
  'Processing',
  'Shipped',
  'Out for Delivery',
  'Delivered',
  'Cancelled',
] as const;
export const paymentMethods = ['Credit Card', 'Debit Card', 'PayPal'] as const;

export const orderSchema = z.object({
  orderId: z.number(),
  customer: z.string(),
  productName: z.string(),
  amount: z.number(),
  orderDate: z.string(),
  deliveryDate: z.string(),
  paymentMethod: z.enum(paymentMethods),
  deliveryStatus: z.enum(deliveryStatuses),
});
export type Order = z.infer<typeof orderSchema>;
export type DeliveryStatus = Order['deliveryStatus'];
export type PaymentMethod = Order['paymentMethod'];

const addressSchema = z.object({
  line1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const orderDetailSchema = z.object({
  order: orderSchema,
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  shippingAddress: addressSchema,
  billingAddress: addressSchema,
  logistics: z.object({
    carrier: z.string(),
    warehouse: z.nullable(z.string()),
    trackingNumber: z.string(),
    promisedDays: z.number(),
  }),
  items: z.array(
    z.object({
      sku: z.string(),
      productName: z.string(),
      /** The product's picture, on the site's own origin. */
      image: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      total: z.number(),
    }),
  ),
  totals: z.object({
    subtotal: z.number(),
    /** Amount taken off the subtotal before tax. */
    discount: z.number(),
    taxRate: z.number(),
    tax: z.number(),
    shipping: z.number(),
    total: z.number(),
  }),
  payment: z.object({
    method: z.enum(paymentMethods),
    transactionId: z.string(),
    cardLast4: z.nullable(z.string()),
    holder: z.string(),
  }),
  timeline: z.array(
    z.object({
      step: z.enum(['placed', 'packed', 'shipped', 'out-for-delivery', 'delivered']),
      date: z.nullable(z.string()),
      done: z.boolean(),
    }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /orders answers every order. */
export const orderListSchema = z.array(orderSchema);

/** DELETE /orders/:id answers the id it removed. */
export const deletedOrderSchema = z.object({ orderId: z.number() });

// Requests, as the servers check them (the demo backend, the reference server and the API contract).

/** The `:id` of orders/:id: a positive whole number. */
export const orderIdParamSchema = z.coerce
  .number({ error: 'Order id must be a number' })
  .check(z.int('Order id must be a whole number'), z.positive('Order id must be positive'));

/** PATCH orders/:id: what the list's Edit dialog may change (where the parcel is, when it arrives, how it was paid). */
export const orderPatchInputSchema = z.strictObject({
  deliveryStatus: z.enum(deliveryStatuses, { error: `must be one of ${deliveryStatuses.join(', ')}` }),
  deliveryDate: z.iso.date({ error: 'must be a date as YYYY-MM-DD' }),
  paymentMethod: z.enum(paymentMethods, { error: `must be one of ${paymentMethods.join(', ')}` }),
});
