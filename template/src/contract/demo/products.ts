/** The contract's product endpoints: `uid` is the record's key; the catalogue number `id` may repeat. */
import { z } from 'zod/mini';
import { productAnswerSchema, productInputSchema, productListSchema, type Product } from '@/features/products/types';
import type { AnswerOf, Endpoint } from '../types';

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

const createdProduct = (answerOf: AnswerOf) => answerOf<{ product: Product }>('createProduct')?.product;

export const productEndpoints: Endpoint[] = [
  {
    id: 'listProducts',
    method: 'get',
    path: '/products',
    tag: 'Products',
    summary: 'The catalogue',
    answer: productListSchema,
    ability: { action: 'read', subject: 'Product' },
    errors: [],
  },
  {
    id: 'getProduct',
    method: 'get',
    path: '/products/{uid}',
    tag: 'Products',
    summary: 'One product',
    answer: productAnswerSchema,
    ability: { action: 'read', subject: 'Product' },
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
    ability: { action: 'create', subject: 'Product' },
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
    ability: { action: 'update', subject: 'Product' },
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
    ability: { action: 'delete', subject: 'Product' },
    errors: [400, 404, 409],
    sample: (answerOf) => {
      const created = createdProduct(answerOf);
      return created && { query: { productId: String(created.id), uid: created.uid } };
    },
  },
];
