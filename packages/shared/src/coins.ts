import { z } from 'zod';

export const Coin = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  iconUrl: z.string().nullable(),
});
export type Coin = z.infer<typeof Coin>;

export const CoinList = z.array(Coin);
