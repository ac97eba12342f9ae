/** Shapes of the crypto page's data, checked at the API edge. */
import { z } from 'zod/mini';

export const holdingSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  amount: z.number(),
  value: z.number(),
  change24h: z.number(),
  trend: z.array(z.number()),
});
export type Holding = z.infer<typeof holdingSchema>;

export const coinPriceSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  price: z.number(),
  marketCap: z.number(),
  volume24h: z.number(),
  circulatingSupply: z.number(),
  change24h: z.number(),
});
export type CoinPrice = z.infer<typeof coinPriceSchema>;

export const holdingListSchema = z.array(holdingSchema);

export const coinPriceListSchema = z.array(coinPriceSchema);
