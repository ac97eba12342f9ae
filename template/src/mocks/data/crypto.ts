/** Seed data of the crypto page: the demo wallet's holdings and a market snapshot (USD). */

export interface CoinSeed {
  symbol: string;
  name: string;
  price: number;
  marketCap: number;
  volume24h: number;
  circulatingSupply: number;
  /** Change over 24 hours, in percent. */
  change24h: number;
  /** Closing prices of the last 12 days, oldest first. */
  trend: number[];
}

export const coins: CoinSeed[] = [
  {
    symbol: 'BTC',
    name: 'Bitcoin',
    price: 76_234.12,
    marketCap: 1_509_000_000_000,
    volume24h: 38_420_000_000,
    circulatingSupply: 19_795_000,
    change24h: 10.5,
    trend: [61, 62, 60, 64, 66, 65, 68, 70, 69, 72, 74, 76],
  },
  {
    symbol: 'USDT',
    name: 'Tether',
    price: 0.998,
    marketCap: 118_300_000_000,
    volume24h: 61_050_000_000,
    circulatingSupply: 118_540_000_000,
    change24h: -1.5,
    trend: [1, 1, 1, 1, 0.99, 1, 1, 0.99, 1, 1, 1, 0.99],
  },
  {
    symbol: 'ADA',
    name: 'Cardano',
    price: 0.7412,
    marketCap: 26_180_000_000,
    volume24h: 912_000_000,
    circulatingSupply: 35_320_000_000,
    change24h: 25.5,
    trend: [0.5, 0.52, 0.51, 0.55, 0.58, 0.57, 0.6, 0.63, 0.66, 0.68, 0.7, 0.74],
  },
  {
    symbol: 'BNB',
    name: 'BNB',
    price: 612.4,
    marketCap: 89_400_000_000,
    volume24h: 1_830_000_000,
    circulatingSupply: 145_890_000,
    change24h: -5.5,
    trend: [660, 655, 648, 650, 640, 636, 630, 628, 622, 618, 615, 612],
  },
  {
    symbol: 'ETH',
    name: 'Ethereum',
    price: 3_412.88,
    marketCap: 410_200_000_000,
    volume24h: 17_600_000_000,
    circulatingSupply: 120_190_000,
    change24h: 3.2,
    trend: [3200, 3180, 3250, 3300, 3280, 3320, 3350, 3330, 3380, 3400, 3390, 3412],
  },
  {
    symbol: 'SOL',
    name: 'Solana',
    price: 182.15,
    marketCap: 84_900_000_000,
    volume24h: 3_920_000_000,
    circulatingSupply: 466_100_000,
    change24h: 7.8,
    trend: [150, 155, 152, 160, 163, 166, 170, 168, 174, 176, 179, 182],
  },
  {
    symbol: 'XRP',
    name: 'XRP',
    price: 0.6231,
    marketCap: 34_700_000_000,
    volume24h: 1_410_000_000,
    circulatingSupply: 55_690_000_000,
    change24h: -0.8,
    trend: [0.64, 0.63, 0.63, 0.62, 0.63, 0.62, 0.62, 0.63, 0.62, 0.62, 0.63, 0.62],
  },
  {
    symbol: 'DOGE',
    name: 'Dogecoin',
    price: 0.1642,
    marketCap: 23_800_000_000,
    volume24h: 1_120_000_000,
    circulatingSupply: 145_010_000_000,
    change24h: 12.1,
    trend: [0.13, 0.135, 0.14, 0.138, 0.145, 0.15, 0.148, 0.152, 0.155, 0.158, 0.16, 0.164],
  },
  {
    symbol: 'DOT',
    name: 'Polkadot',
    price: 7.31,
    marketCap: 10_500_000_000,
    volume24h: 289_000_000,
    circulatingSupply: 1_436_000_000,
    change24h: -2.4,
    trend: [7.8, 7.7, 7.6, 7.65, 7.5, 7.45, 7.4, 7.42, 7.35, 7.3, 7.32, 7.31],
  },
  {
    symbol: 'LTC',
    name: 'Litecoin',
    price: 88.9,
    marketCap: 6_650_000_000,
    volume24h: 512_000_000,
    circulatingSupply: 74_800_000,
    change24h: 1.1,
    trend: [86, 87, 86.5, 87.2, 88, 87.6, 88.1, 88.4, 88, 88.6, 88.7, 88.9],
  },
  {
    symbol: 'LINK',
    name: 'Chainlink',
    price: 18.44,
    marketCap: 10_830_000_000,
    volume24h: 640_000_000,
    circulatingSupply: 587_100_000,
    change24h: 4.6,
    trend: [16.9, 17.1, 17, 17.4, 17.6, 17.5, 17.8, 18, 18.1, 18.2, 18.3, 18.44],
  },
];

/** What the demo wallet holds (amounts in each coin). */
export const holdings: { symbol: string; amount: number }[] = [
  { symbol: 'BTC', amount: 0.541231 },
  { symbol: 'USDT', amount: 1_255 },
  { symbol: 'ADA', amount: 8_420.5 },
  { symbol: 'BNB', amount: 3.75 },
];
