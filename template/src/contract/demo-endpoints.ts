/** The contract's endpoints of the demo screens (invoices, products, users, orders): see endpoints.ts. */
import { z } from 'zod/mini';
import { courseDetailSchema, courseListSchema, type Course } from '@/features/academy/types';
import { calendarEventListSchema } from '@/features/calendar/types';
import { conversationListSchema, threadSchema, type ChatConversation } from '@/features/chat/types';
import { coinPriceListSchema, holdingListSchema } from '@/features/crypto/types';
import { faqAnswerSchema } from '@/features/faq/types';
import { searchAnswerSchema } from '@/features/help-center/types';
import { jobListSchema, jobSchema, type Job } from '@/features/jobs/types';
import { boardAnswerSchema } from '@/features/kanban/types';
import { menuListSchema, restaurantOrderListSchema } from '@/features/restaurant/types';
import {
  invoiceInputSchema,
  invoiceListSchema,
  invoiceLookupSchema,
  invoiceSchema,
  type Invoice,
} from '@/features/invoices/types';
import {
  deletedOrderSchema,
  orderDetailSchema,
  orderListSchema,
  orderPatchInputSchema,
  orderSchema,
  type Order,
} from '@/features/orders/types';
import { productAnswerSchema, productInputSchema, productListSchema, type Product } from '@/features/products/types';
import {
  connectionListSchema,
  userAddInputSchema,
  userDetailsSchema,
  userListSchema,
  userPatchInputSchema,
  userSchema,
  type User,
} from '@/features/users/types';
import { freshEmail, type AnswerOf, type Endpoint } from './types';

/** A valid invoice (the check creates it, edits it, then deletes it). */
const invoiceSample = {
  invoiceDate: '2026-01-05',
  dueDate: '2026-01-19',
  status: 'unpaid',
  from: { name: 'Contract Check LLC', address: '1 Test Street', phone: '+1 555 0100' },
  to: { name: 'Checked Customer', address: '2 Sample Road', phone: '+1 555 0101' },
  products: [{ name: 'Audit', description: 'One contract check', quantity: 2, price: 50 }],
  discount: 10,
  tax: 5,
  note: '',
  draft: true,
};

const productSample = {
  name: 'Contract check lamp',
  image: '',
  category: 'Furniture',
  price: 20,
  discount: 0,
  weight: 1,
  collection: 'Checks',
  quantity: 1,
  description: 'Made by the contract check.',
  socials: { shopify: 'check', facebook: 'check', instagram: 'check' },
  currency: 'USD',
  sku: 'CHECK-1',
  tags: '',
};

/** An optional text filter of a query string. */
const q = z.optional(z.string());

const createdProduct = (answerOf: AnswerOf) => answerOf<{ product: Product }>('createProduct')?.product;
const createdUserPath = (answerOf: AnswerOf) => {
  const created = answerOf<User>('createUser');
  return created && { path: { id: created.id } };
};

export const demoEndpoints: Endpoint[] = [
  // Invoices: row ids are text ("INV0024-2"); the lookup answers `{ msg }` when nothing matches.
  {
    id: 'listInvoices',
    method: 'get',
    path: '/invoices',
    tag: 'Invoices',
    summary: 'Every invoice, newest number first',
    answer: invoiceListSchema,
    errors: [],
  },
  {
    id: 'getInvoice',
    method: 'get',
    path: '/invoice',
    tag: 'Invoices',
    summary: 'The invoice with that row id, then others printed with the same number',
    query: z.object({ invoiceId: z.string() }),
    answer: invoiceLookupSchema,
    errors: [400],
    sample: (answerOf) => {
      const first = answerOf<Invoice[]>('listInvoices')?.[0];
      return first && { query: { invoiceId: first.id } };
    },
  },
  {
    id: 'createInvoice',
    method: 'post',
    path: '/invoices',
    tag: 'Invoices',
    summary: 'Create an invoice',
    body: invoiceInputSchema,
    answer: invoiceSchema,
    status: 201,
    errors: [400],
    sample: () => ({ body: invoiceSample }),
  },
  {
    id: 'updateInvoice',
    method: 'put',
    path: '/invoices/{id}',
    tag: 'Invoices',
    summary: 'Replace an invoice',
    body: invoiceInputSchema,
    answer: invoiceSchema,
    errors: [400, 404],
    sample: (answerOf) => {
      const created = answerOf<Invoice>('createInvoice');
      return created && { path: { id: created.id }, body: { ...invoiceSample, status: 'full' } };
    },
  },
  {
    id: 'deleteInvoice',
    method: 'get',
    path: '/invoice/delete',
    tag: 'Invoices',
    summary: 'Delete one invoice row; answers the invoices left',
    query: z.object({ invoiceId: z.string() }),
    answer: invoiceListSchema,
    errors: [400, 404],
    sample: (answerOf) => {
      const created = answerOf<Invoice>('createInvoice');
      return created && { query: { invoiceId: created.id } };
    },
  },

  // Products: `uid` is the record's key; the catalogue number `id` may repeat.
  {
    id: 'listProducts',
    method: 'get',
    path: '/products',
    tag: 'Products',
    summary: 'The catalogue',
    answer: productListSchema,
    errors: [],
  },
  {
    id: 'getProduct',
    method: 'get',
    path: '/products/{uid}',
    tag: 'Products',
    summary: 'One product',
    answer: productAnswerSchema,
    errors: [404],
    sample: (answerOf) => {
      const first = answerOf<{ products: Product[] }>('listProducts')?.products[0];
      return first && { path: { uid: first.uid } };
    },
  },
  {
    id: 'createProduct',
    method: 'post',
    path: '/product/add',
    tag: 'Products',
    summary: 'Add a product',
    body: productInputSchema,
    answer: productAnswerSchema,
    status: 201,
    errors: [400],
    sample: () => ({ body: productSample }),
  },
  {
    id: 'updateProduct',
    method: 'put',
    path: '/products/{uid}',
    tag: 'Products',
    summary: 'Change any subset of the editable fields',
    body: z.partial(productInputSchema),
    answer: productAnswerSchema,
    errors: [400, 404],
    sample: (answerOf) => {
      const created = createdProduct(answerOf);
      return created && { path: { uid: created.uid }, body: { quantity: 3 } };
    },
  },
  {
    id: 'deleteProduct',
    method: 'get',
    path: '/product/delete',
    tag: 'Products',
    summary: 'Delete a product by catalogue number and uid; answers the products left',
    query: z.object({ productId: z.string(), uid: z.optional(z.string()) }),
    answer: productListSchema,
    errors: [400, 404, 409],
    sample: (answerOf) => {
      const created = createdProduct(answerOf);
      return created && { query: { productId: String(created.id), uid: created.uid } };
    },
  },

  // Users (user management, not accounts).
  {
    id: 'listUsers',
    method: 'get',
    path: '/users',
    tag: 'Users',
    summary: 'Every user, newest first',
    answer: userListSchema,
    errors: [],
  },
  {
    id: 'createUser',
    method: 'post',
    path: '/user/add',
    tag: 'Users',
    summary: 'Add a user (the server picks the id)',
    body: userAddInputSchema,
    answer: userSchema,
    status: 201,
    errors: [400],
    sample: () => ({
      body: { name: 'Contract Check', email: freshEmail('user'), company: 'Tessera', role: 'Tester', status: 'active' },
    }),
  },
  {
    id: 'getUser',
    method: 'get',
    path: '/user/{id}',
    tag: 'Users',
    summary: 'A user with their profile',
    answer: userDetailsSchema,
    errors: [400, 404],
    sample: createdUserPath,
  },
  {
    id: 'updateUser',
    method: 'patch',
    path: '/user/{id}',
    tag: 'Users',
    summary: 'Change account or profile fields',
    body: userPatchInputSchema,
    answer: userDetailsSchema,
    errors: [400, 404],
    sample: (answerOf) => {
      const created = answerOf<User>('createUser');
      return created && { path: { id: created.id }, body: { company: 'Tessera Labs' } };
    },
  },
  {
    id: 'listFollowers',
    method: 'get',
    path: '/user/{id}/followers',
    tag: 'Users',
    summary: 'Who follows the user',
    answer: connectionListSchema,
    errors: [400, 404],
    sample: createdUserPath,
  },
  {
    id: 'listFriends',
    method: 'get',
    path: '/user/{id}/friends',
    tag: 'Users',
    summary: 'Who follows the user back',
    answer: connectionListSchema,
    errors: [400, 404],
    sample: createdUserPath,
  },

  {
    id: 'deleteUser',
    method: 'delete',
    path: '/user/delete/{id}',
    tag: 'Users',
    summary: 'Delete a user (no body)',
    status: 204,
    errors: [400, 404],
    sample: createdUserPath,
  },
  // Orders.
  {
    id: 'listOrders',
    method: 'get',
    path: '/orders',
    tag: 'Orders',
    summary: 'Every order',
    answer: orderListSchema,
    errors: [],
  },
  {
    id: 'getOrder',
    method: 'get',
    path: '/orders/{id}',
    tag: 'Orders',
    summary: 'An order with its customer and timeline',
    answer: orderDetailSchema,
    errors: [400, 404],
    sample: (answerOf) => {
      const first = answerOf<Order[]>('listOrders')?.[0];
      return first && { path: { id: first.orderId } };
    },
  },
  {
    id: 'updateOrder',
    method: 'patch',
    path: '/orders/{id}',
    tag: 'Orders',
    summary: "Change an order's delivery status, delivery date or payment method",
    body: orderPatchInputSchema,
    answer: orderSchema,
    errors: [400, 404],
    sample: (answerOf) => {
      const first = answerOf<Order[]>('listOrders')?.[0];
      return (
        first && {
          path: { id: first.orderId },
          body: {
            deliveryStatus: first.deliveryStatus,
            deliveryDate: first.deliveryDate,
            paymentMethod: first.paymentMethod,
          },
        }
      );
    },
  },
  {
    id: 'deleteOrder',
    method: 'delete',
    path: '/orders/{id}',
    tag: 'Orders',
    summary: 'Delete an order',
    answer: deletedOrderSchema,
    errors: [400, 404],
    destructive: true,
    sample: (answerOf) => {
      const last = answerOf<Order[]>('listOrders')?.at(-1);
      return last && { path: { id: last.orderId } };
    },
  },
  // Read-only views of the other apps: lists and details the screens load (their writes are not in
  // the contract yet). Optional filters are documented as query parameters.
  {
    id: 'listJobs',
    method: 'get',
    path: '/jobs',
    tag: 'Jobs',
    summary: 'Jobs, filtered and sorted on the server',
    query: z.object({ role: q, location: q, workType: q, salary: q, sort: q }),
    answer: jobListSchema,
    errors: [400],
  },
  {
    id: 'getJob',
    method: 'get',
    path: '/jobs/{id}',
    tag: 'Jobs',
    summary: 'One job',
    answer: jobSchema,
    errors: [400, 404],
    sample: (answerOf) => {
      const first = answerOf<Job[]>('listJobs')?.[0];
      return first && { path: { id: first.id } };
    },
  },
  {
    id: 'listHoldings',
    method: 'get',
    path: '/crypto/holdings',
    tag: 'Crypto',
    summary: 'The portfolio',
    answer: holdingListSchema,
    errors: [],
  },
  {
    id: 'listCoinPrices',
    method: 'get',
    path: '/crypto/prices',
    tag: 'Crypto',
    summary: 'Market prices, by name or symbol',
    query: z.object({ q }),
    answer: coinPriceListSchema,
    errors: [400],
  },
  {
    id: 'searchFaq',
    method: 'get',
    path: '/faq',
    tag: 'Help',
    summary: 'Questions by words and category',
    query: z.object({ q, category: q }),
    answer: faqAnswerSchema,
    errors: [400],
  },
  {
    id: 'searchHelpCenter',
    method: 'get',
    path: '/help-center/search',
    tag: 'Help',
    summary: 'Products and guides, paged',
    query: z.object({ q, type: q, category: q, page: q, perPage: q }),
    answer: searchAnswerSchema,
    errors: [400],
  },
  {
    id: 'listCourses',
    method: 'get',
    path: '/academy/courses',
    tag: 'Academy',
    summary: 'The course catalogue',
    query: z.object({ q }),
    answer: courseListSchema,
    errors: [400],
  },
  {
    id: 'getCourse',
    method: 'get',
    path: '/academy/courses/{id}',
    tag: 'Academy',
    summary: 'A course with its lessons',
    answer: courseDetailSchema,
    errors: [400, 404],
    sample: (answerOf) => {
      const first = answerOf<{ courses: Course[] }>('listCourses')?.courses[0];
      return first && { path: { id: first.id } };
    },
  },
  {
    id: 'listConversations',
    method: 'get',
    path: '/chat/conversations',
    tag: 'Chat',
    summary: 'Conversations, newest first',
    query: z.object({ q }),
    answer: conversationListSchema,
    errors: [400],
  },
  {
    id: 'getConversation',
    method: 'get',
    path: '/chat/conversations/{id}/messages',
    tag: 'Chat',
    summary: 'A conversation, oldest message first',
    answer: threadSchema,
    errors: [404],
    sample: (answerOf) => {
      const first = answerOf<ChatConversation[]>('listConversations')?.[0];
      return first && { path: { id: first.id } };
    },
  },
  {
    id: 'getBoard',
    method: 'get',
    path: '/kanban/board',
    tag: 'Kanban',
    summary: 'Columns, cards and members',
    answer: boardAnswerSchema,
    errors: [],
  },
  {
    id: 'listMenu',
    method: 'get',
    path: '/restaurant/menu',
    tag: 'Restaurant',
    summary: 'The menu, by type and words',
    query: z.object({ filter: q, q }),
    answer: menuListSchema,
    errors: [400],
  },
  {
    id: 'listRestaurantOrders',
    method: 'get',
    path: '/restaurant/orders',
    tag: 'Restaurant',
    summary: 'Orders, searched and filtered',
    query: z.object({ q, status: q, payMethod: q }),
    answer: restaurantOrderListSchema,
    errors: [400],
  },
  {
    id: 'listEvents',
    method: 'get',
    path: '/apps/calendar/events',
    tag: 'Calendar',
    summary: 'Events of the chosen calendars',
    query: z.object({ calendars: q }),
    answer: calendarEventListSchema,
    errors: [400],
  },
];
