/** Shapes of the help-centre search, checked at the API edge. */
import { z } from 'zod/mini';

export const helpCategories = ['audio', 'wearables', 'home', 'computing'] as const;
export const searchTypes = ['all', 'products', 'articles'] as const;
export type SearchType = (typeof searchTypes)[number];

const productSchema = z.object({
  kind: z.literal('product'),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(helpCategories),
  price: z.number(),
  discount: z.number(),
  rating: z.number(),
  reviews: z.number(),
  image: z.string(),
});
const articleSchema = z.object({
  kind: z.literal('article'),
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(helpCategories),
  readMinutes: z.number(),
  updatedAt: z.string(),
});
export type SearchProduct = z.infer<typeof productSchema>;
export type SearchArticle = z.infer<typeof articleSchema>;

export const searchAnswerSchema = z.object({
  items: z.array(z.discriminatedUnion('kind', [productSchema, articleSchema])),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  counts: z.object({ all: z.number(), products: z.number(), articles: z.number() }),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

export interface SearchFilters {
  q: string;
  type: SearchType;
  categories: string[];
  page: number;
}

/** Results per page. */
export const searchPageSize = 6;
