/**
 * Seed data of the eCommerce dashboard. Card figures are demo facts; labels are i18n keys chosen by
 * the client, so the backend only sends ids, numbers, dates and names.
 */
import { pictureUrl } from '@/lib/picture-sets';
import type { Tone } from './dashboards';

/**
 * One language's prose of the eCommerce dashboard (dashboards-ecommerce-fr.ts, -ar.ts): the post,
 * the seeded comments and the tasks, by id. Authors' names stay.
 */
export interface EcommerceLanguage {
  post: string;
  comments: Record<string, { text: string }>;
  tasks: Record<string, { title: string }>;
}

export interface EcommerceTask {
  id: string;
  title: string;
  label: string;
  tone: Tone;
  /** Days from today until the task is due. */
  inDays: number;
  done: boolean;
}

export const ecommerceSeed = {
  promo: { discountPercent: 45, minimumSpend: 199, code: 'SAVE45' },
  stats: {
    earnings: { value: 92, progress: 35 },
    newOrders: 200320,
    subscribers: { value: 335, progress: 20 },
    cancelledOrders: 8649,
  },
  slides: [
    { id: 'autumn', tone: 'primary', image: pictureUrl('slides', 'autumn') },
    { id: 'workspace', tone: 'info', image: pictureUrl('slides', 'workspace') },
    { id: 'outdoors', tone: 'success', image: pictureUrl('slides', 'outdoors') },
    { id: 'gifts', tone: 'warning', image: pictureUrl('slides', 'gifts') },
  ] as { id: string; tone: Tone; image: string }[],
  crypto: [
    {
      symbol: 'BTC',
      name: 'Bitcoin',
      amount: 0.541,
      value: 41258.36,
      changePercent: 10.5,
      candles: [
        [39800, 40650, 39420, 40310],
        [40310, 40980, 39950, 40720],
        [40720, 41200, 40100, 40260],
        [40260, 40890, 39870, 40810],
        [40810, 41540, 40530, 41120],
        [41120, 41690, 40800, 40980],
        [40980, 41720, 40760, 41560],
        [41560, 41980, 41010, 41258],
      ],
    },
    {
      symbol: 'ETH',
      name: 'Ethereum',
      amount: 12.1,
      value: 15258.36,
      changePercent: -8.1,
      candles: [
        [1370, 1392, 1341, 1350],
        [1350, 1366, 1318, 1329],
        [1329, 1351, 1302, 1340],
        [1340, 1348, 1296, 1305],
        [1305, 1331, 1287, 1322],
        [1322, 1329, 1279, 1288],
        [1288, 1306, 1262, 1271],
        [1271, 1284, 1249, 1261],
      ],
    },
  ],
  timeline: [
    { step: 'confirmed', day: -1, time: '10:42', detail: '' },
    { step: 'shipped', day: -1, time: '17:44', detail: 'FMPNW00289562' },
    { step: 'out-for-delivery', day: 0, time: '08:11', detail: '' },
    { step: 'delivered', day: 0, time: '09:47', detail: '' },
  ],
  post: {
    author: 'Alice Lee',
    daysAgo: 14,
    time: '16:20',
    text: 'Our autumn catalogue is live: forty new pieces made from recycled materials, shipped in plastic-free packaging.',
    image: pictureUrl('posts', 'post'),
    likes: 30,
  },
  comments: [
    {
      id: 'c1',
      author: 'Ben Cole',
      daysAgo: 13,
      time: '09:12',
      text: 'Love the packaging change. Any plans for refill stations?',
    },
    { id: 'c2', author: 'Chen Wei', daysAgo: 12, time: '18:40', text: 'The green lamp is already in my basket.' },
  ],
  tasks: [
    {
      id: 'k1',
      title: 'Design the mobile app checkout screens',
      label: 'mobile-app',
      tone: 'success',
      inDays: 0,
      done: false,
    },
    { id: 'k2', title: 'Review the new API rate limits', label: 'web-api', tone: 'error', inDays: 1, done: false },
    {
      id: 'k3',
      title: 'Check the new mockup of the landing page',
      label: 'mockup',
      tone: 'info',
      inDays: 3,
      done: true,
    },
  ] as EcommerceTask[],
  sales: {
    sales: [31, 40, 28, 51, 42, 109, 100],
    exports: [11, 32, 45, 32, 34, 52, 41],
  },
  // Thousands of dollars a month, January to December; this year's list is cut at the current month.
  yearSales: {
    'this-year': {
      netProfit: [44, 55, 57, 56, 61, 58, 63, 60, 66, 64, 71, 79],
      revenue: [76, 85, 101, 98, 87, 105, 91, 114, 94, 103, 118, 132],
    },
    'last-year': {
      netProfit: [29, 33, 38, 36, 41, 39, 44, 42, 47, 45, 52, 60],
      revenue: [54, 61, 69, 66, 64, 73, 70, 79, 76, 81, 92, 104],
    },
  },
  hotel: { nightlyFrom: 129, rating: 4.8, image: pictureUrl('places', 'hotel') },
};
