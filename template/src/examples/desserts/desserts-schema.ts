/**
 * The shapes of the dessert rows' endpoints (datatable/*), as the examples parse the answers and
 * the API contract describes them. Plain zod, so the contract can load them without React.
 */
import { z } from 'zod/mini';

export const dessertSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** kcal per 100 g serving. */
  calories: z.number(),
  fat: z.number(),
  carbs: z.number(),
  protein: z.number(),
  /** Percent of the daily value. */
  iron: z.number(),
});
export type Dessert = z.infer<typeof dessertSchema>;

/** What the add and edit dialog sends: a row without its id (the server checks ranges and names). */
export const dessertInputSchema = z.omit(dessertSchema, { id: true });
export type DessertInput = z.infer<typeof dessertInputSchema>;

/** Every row, a server page, or the seed rows again after a reset. */
export const dessertListSchema = z.object({ items: z.array(dessertSchema), total: z.number() });
export type DessertList = z.infer<typeof dessertListSchema>;

/** An added or edited row. */
export const savedDessertSchema = z.object({ item: dessertSchema });
/** A deleted row's id. */
export const dessertDeletedSchema = z.object({ id: z.number() });
