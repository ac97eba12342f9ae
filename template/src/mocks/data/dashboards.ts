/**
 * Seed data of the dashboards. Card figures are demo facts; labels are i18n keys
 * chosen by the client, so the backend only sends ids, numbers, dates and names.
 * Operations has no seed of its own beyond the facts below: its numbers are computed from the
 * orders, fulfilment and restaurant collections by mocks/handlers/dashboards.ts.
 */

export type Tone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

export interface EcommerceTask {
  id: string;
  title: string;
  label: string;
  tone: Tone;
  /** Days from today until the task is due. */
  inDays: number;
  done: boolean;
}

const months = (year: number, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `${year}-${String(from + i).padStart(2, '0')}`);

export const crmSeed = {
  statistics: [
    { id: 'total-jobs', value: 36894, progress: 95, tone: 'primary' },
    { id: 'applications', value: 28410, progress: 90, tone: 'success' },
    { id: 'new-jobs', value: 8410, progress: 80, tone: 'warning' },
    { id: 'interviews', value: 5021, progress: 89, tone: 'info' },
    { id: 'hired', value: 1410, progress: 75, tone: 'success' },
    { id: 'rejected', value: 1810, progress: 45, tone: 'error' },
  ] as { id: string; value: number; progress: number; tone: Tone }[],
  monthlyEarnings: {
    months: months(2024, 1, 12),
    series: [4210, 4580, 4390, 5020, 5310, 5160, 5640, 5890, 6030, 6270, 6490, 6820],
    lastYearTotal: 6257,
  },
  balanceOverview: {
    months: months(2024, 1, 12),
    income: [28, 34, 31, 42, 38, 47, 52, 49, 58, 61, 57, 66],
    expenses: [19, 22, 25, 24, 29, 27, 31, 35, 33, 36, 39, 41],
  },
  cryptoHoldings: [
    { symbol: 'BTC', name: 'Bitcoin', amount: 5, acquiredOn: '2020-12-01', pnl: 350000 },
    { symbol: 'ETH', name: 'Ethereum', amount: 30, acquiredOn: '2022-02-20', pnl: -150000 },
    { symbol: 'LTC', name: 'Litecoin', amount: 1200, acquiredOn: '2021-05-11', pnl: 200000 },
    { symbol: 'ADA', name: 'Cardano', amount: 90000, acquiredOn: '2021-09-14', pnl: 25000 },
    { symbol: 'DOT', name: 'Polkadot', amount: 8000, acquiredOn: '2022-04-03', pnl: -60000 },
  ],
  earningVsExpense: {
    months: months(2024, 1, 7),
    earning: [42, 55, 48, 63, 58, 71, 66],
    expense: [-28, -31, -26, -35, -30, -38, -33],
    soldOut: 1200,
    available: 2000,
  },
  monthlyExpenses: [
    { id: 'rent', amount: 3200, paid: 3200 },
    { id: 'payroll', amount: 5400, paid: 5400 },
    { id: 'marketing', amount: 1850, paid: 920 },
    { id: 'software', amount: 960, paid: 960 },
    { id: 'travel', amount: 1240, paid: 310 },
    { id: 'utilities', amount: 610, paid: 160 },
  ],
  transactions: [
    { id: 't1', kind: 'payment-received', party: 'John Doe', time: '09:30', amount: 385.9 },
    { id: 't2', kind: 'groceries', party: 'XYZ Mart', time: '10:15', amount: -75.45 },
    { id: 't3', kind: 'atm-withdrawal', party: '', time: '11:45', amount: -200 },
    { id: 't4', kind: 'invoice-paid', party: 'ABC Inc.', time: '12:30', amount: -500 },
    { id: 't5', kind: 'transfer-received', party: 'Jane Smith', time: '13:45', amount: 250.75 },
    { id: 't6', kind: 'online-shopping', party: 'Northwind Store', time: '14:15', amount: -120.3 },
  ],
};

/** Upcoming activities (CRM); served page by page. */
export const activities = [
  {
    id: 'a1',
    title: 'Team brainstorming session',
    inDays: 3,
    start: '09:00',
    end: '10:30',
    people: ['Ana Ruiz', 'Ben Cole', 'Chen Wei', 'Dara Singh', 'Eli Novak'],
  },
  {
    id: 'a2',
    title: 'Quarterly pipeline review',
    inDays: 4,
    start: '11:00',
    end: '12:00',
    people: ['Finn Walsh', 'Gia Russo', 'Hugo Baptiste', 'Ivy Chen'],
  },
  {
    id: 'a3',
    title: 'Onboarding call with Northwind',
    inDays: 6,
    start: '14:00',
    end: '14:45',
    people: ['Jade Moreau', 'Kofi Mensah', 'Lena Vogel'],
  },
  {
    id: 'a4',
    title: 'Product demo for Contoso',
    inDays: 10,
    start: '10:00',
    end: '11:00',
    people: ['Ana Ruiz', 'Mo Farah', 'Nia Brooks', 'Oscar Lind'],
  },
  {
    id: 'a5',
    title: 'Pricing workshop',
    inDays: 13,
    start: '15:00',
    end: '16:30',
    people: ['Ben Cole', 'Pia Kaur', 'Quinn Adler', 'Rosa Diaz', 'Sam Yoon'],
  },
  {
    id: 'a6',
    title: 'Customer success sync',
    inDays: 18,
    start: '09:30',
    end: '10:00',
    people: ['Tara Nolan', 'Uma Patel'],
  },
  {
    id: 'a7',
    title: 'Renewal negotiation: Fabrikam',
    inDays: 25,
    start: '13:00',
    end: '14:00',
    people: ['Chen Wei', 'Vik Rao', 'Wen Li', 'Xena Ortiz'],
  },
  {
    id: 'a8',
    title: 'Sales kickoff rehearsal',
    inDays: 32,
    start: '16:00',
    end: '17:30',
    people: ['Dara Singh', 'Eli Novak', 'Finn Walsh', 'Gia Russo', 'Ivy Chen'],
  },
  {
    id: 'a9',
    title: 'Partner roadmap briefing',
    inDays: 39,
    start: '10:00',
    end: '11:30',
    people: ['Hugo Baptiste', 'Jade Moreau', 'Kofi Mensah'],
  },
  {
    id: 'a10',
    title: 'Half-year retrospective',
    inDays: 46,
    start: '14:00',
    end: '16:00',
    people: ['Lena Vogel', 'Mo Farah', 'Nia Brooks', 'Oscar Lind', 'Pia Kaur'],
  },
];

export const ecommerceSeed = {
  promo: { discountPercent: 45, minimumSpend: 199, code: 'SAVE45' },
  stats: {
    earnings: { value: 92, progress: 35 },
    newOrders: 200320,
    subscribers: { value: 335, progress: 20 },
    cancelledOrders: 8649,
  },
  slides: [
    { id: 'autumn', tone: 'primary' },
    { id: 'workspace', tone: 'info' },
    { id: 'outdoors', tone: 'success' },
    { id: 'gifts', tone: 'warning' },
  ] as { id: string; tone: Tone }[],
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
  yearSales: {
    months: months(2024, 2, 9),
    netProfit: [44, 55, 57, 56, 61, 58, 63, 60, 66],
    revenue: [76, 85, 101, 98, 87, 105, 91, 114, 94],
  },
  hotel: { nightlyFrom: 129, rating: 4.8 },
};

export const analyticsSeed = {
  kpis: [
    { id: 'sales', kind: 'area', unit: 'percent', series: [65, 70, 68, 72, 75, 71, 69, 75] },
    { id: 'revenue', kind: 'area', unit: 'money', series: [4100, 4160, 4090, 4210, 4180, 4250, 4230, 4300] },
    { id: 'new-clients', kind: 'area', unit: 'number', series: [6782, 6710, 6745, 6790, 6760, 6801, 6770, 6782] },
    { id: 'active-users', kind: 'column', unit: 'number', series: [2800, 2152, 2900, 2500, 2920, 2950, 2936] },
  ],
  coupons: [
    { id: 'percentage', share: 72 },
    { id: 'fixed', share: 18 },
    { id: 'shipping', share: 10 },
  ],
  marketShare: [
    { brand: 'Samsung', millions: 12 },
    { brand: 'Huawei', millions: 8 },
    { brand: 'Apple', millions: 6 },
  ],
  payingShare: 30,
  totalOrders: {
    total: 16247,
    changePercent: 6.8,
    months: months(2024, 1, 8),
    completed: [120, 150, 110, 140, 130, 145, 135, 160],
    pending: [100, 120, 90, 110, 100, 115, 105, 130],
  },
  orderTrend: { total: 58400, changePercent: 13.6, series: [40, 42, 55, 48, 50, 60, 55, 58.4] },
  socialTraffic: [
    { network: 'instagram', visits: 3550 },
    { network: 'twitter', visits: 1798 },
    { network: 'facebook', visits: 1245 },
    { network: 'tiktok', visits: 986 },
    { network: 'pinterest', visits: 854 },
  ],
  newCustomers: {
    current: [310, 318, 325, 331, 340, 349, 356],
    previous: [280, 291, 286, 297, 301, 296, 282],
  },
  weeklySales: { series: [6.2, 7.4, 6.9, 6.4, 6.1, 6.8, 7.2] },
  weather: {
    city: 'New York City',
    tempC: 31,
    highC: 32,
    lowC: 25,
    precipitation: 50,
    humidity: 65,
    windKmh: 12,
    condition: 'sunny',
  },
  tasks: [
    {
      id: 'w1',
      title: 'Extend the data model',
      inDays: -2,
      done: 2,
      steps: 7,
      comments: 3,
      completed: true,
      owner: 'Ana Ruiz',
    },
    {
      id: 'w2',
      title: 'Verify the event flow',
      inDays: 1,
      done: 3,
      steps: 10,
      comments: 6,
      completed: false,
      owner: 'Ben Cole',
    },
    {
      id: 'w3',
      title: 'Database backup and maintenance',
      inDays: 3,
      done: 0,
      steps: 6,
      comments: 1,
      completed: false,
      owner: 'Chen Wei',
    },
    {
      id: 'w4',
      title: 'Identify the implementation team',
      inDays: -1,
      done: 6,
      steps: 10,
      comments: 12,
      completed: true,
      owner: 'Dara Singh',
    },
    {
      id: 'w5',
      title: 'Define users and workflow',
      inDays: 6,
      done: 3,
      steps: 7,
      comments: 5,
      completed: false,
      owner: 'Eli Novak',
    },
    {
      id: 'w6',
      title: 'Check pull requests',
      inDays: 8,
      done: 2,
      steps: 9,
      comments: 3,
      completed: true,
      owner: 'Finn Walsh',
    },
  ],
  leadingTeams: [
    { company: 'Abstergo Ltd.', channel: 'community', visitors: 579, trend: 2.62 },
    { company: 'Binford Ltd.', channel: 'social-media', visitors: 2588, trend: -0.4 },
    { company: 'Barone LLC.', channel: 'messenger', visitors: 794, trend: 0.2 },
    { company: 'Abstergo Ltd.', channel: 'video', visitors: 1578, trend: 4.1 },
    { company: 'Biffco Enterprises', channel: 'social-network', visitors: 3458, trend: 8.3 },
    { company: 'Big Kahuna Burger', channel: 'social-network', visitors: 2047, trend: 1.9 },
  ],
  sellers: {
    totalDeliveries: 424567,
    /** The period covered ends today and spans this many days. */
    rangeDays: 30,
    rows: [
      { name: 'Brooklyn Simmons', area: 'Zuid', deliveries: 1240, earnings: 5400, rating: 5 },
      { name: 'Annette Black', area: 'Zuid', deliveries: 6074, earnings: 174074, rating: 5 },
      { name: 'Esther Howard', area: 'Noord', deliveries: 357, earnings: 2737, rating: 5 },
      { name: 'Guy Hawkins', area: 'Oost', deliveries: 2954, earnings: 59634, rating: 4.5 },
      { name: 'Marvin McKinney', area: 'West', deliveries: 822, earnings: 19842, rating: 5 },
    ],
  },
  locations: [
    { id: 'us', lat: 39.8, lng: -98.6, value: 75 },
    { id: 'cn', lat: 35.9, lng: 104.2, value: 100 },
    { id: 'ca', lat: 56.1, lng: -106.3, value: 50 },
    { id: 'br', lat: -14.2, lng: -51.9, value: 25 },
  ],
};

/** Facts the operations dashboard combines with the live collections. */
export const operationsSeed = {
  warehouses: [
    {
      name: 'Newark, NJ',
      capacity: 1200,
      stock: [
        { sku: 'EAR-PRO', product: 'Wireless Earbuds Pro', onHand: 180, reorderPoint: 60 },
        { sku: 'CHR-ERG', product: 'Ergonomic Office Chair', onHand: 24, reorderPoint: 20 },
        { sku: 'MON-27K', product: '27" 4K Monitor', onHand: 9, reorderPoint: 15 },
        { sku: 'SPK-BT', product: 'Bluetooth Speaker', onHand: 140, reorderPoint: 40 },
        { sku: 'BRU-ELE', product: 'Electric Toothbrush', onHand: 75, reorderPoint: 30 },
        { sku: 'ULT-14', product: 'Ultrabook 14"', onHand: 3, reorderPoint: 8 },
      ],
    },
    {
      name: 'Reno, NV',
      capacity: 900,
      stock: [
        { sku: 'WCH-FIT', product: 'Smart Fitness Watch', onHand: 96, reorderPoint: 30 },
        { sku: 'KEY-MEC', product: 'Mechanical Keyboard', onHand: 210, reorderPoint: 50 },
        { sku: 'ESP-MAC', product: 'Espresso Machine', onHand: 12, reorderPoint: 10 },
        { sku: 'AIR-PUR', product: 'Air Purifier', onHand: 31, reorderPoint: 25 },
        { sku: 'PHN-128', product: 'Smartphone 128 GB', onHand: 4, reorderPoint: 12 },
        { sku: 'HLM-RD', product: 'Road Bike Helmet', onHand: 66, reorderPoint: 20 },
      ],
    },
    {
      name: 'Dallas, TX',
      capacity: 1000,
      stock: [
        { sku: 'CAM-4K', product: '4K Action Camera', onHand: 48, reorderPoint: 20 },
        { sku: 'HPH-NC', product: 'Noise-Cancelling Headphones', onHand: 130, reorderPoint: 40 },
        { sku: 'DSK-STD', product: 'Standing Desk Frame', onHand: 18, reorderPoint: 12 },
        { sku: 'PRN-LAS', product: 'Laser Printer', onHand: 7, reorderPoint: 10 },
        { sku: 'DRN-MIN', product: 'Drone Mini', onHand: 22, reorderPoint: 10 },
        { sku: 'DBL-SMT', product: 'Smart Doorbell', onHand: 55, reorderPoint: 20 },
      ],
    },
  ],
  /** Orders a kitchen can prepare or dispatch at once. */
  branchCapacity: { 'New York': 6, Washington: 4, Texas: 4, Florida: 4, California: 5 } as Record<string, number>,
  staff: [
    { name: 'Ana Ruiz', team: 'warehouse', role: 'picker', shift: 'morning' },
    { name: 'Ben Cole', team: 'warehouse', role: 'packer', shift: 'morning' },
    { name: 'Chen Wei', team: 'warehouse', role: 'forklift', shift: 'evening' },
    { name: 'Dara Singh', team: 'warehouse', role: 'supervisor', shift: 'morning' },
    { name: 'Eli Novak', team: 'warehouse', role: 'picker', shift: 'night' },
    { name: 'Finn Walsh', team: 'dispatch', role: 'driver', shift: 'morning' },
    { name: 'Gia Russo', team: 'dispatch', role: 'driver', shift: 'evening' },
    { name: 'Hugo Baptiste', team: 'dispatch', role: 'dispatcher', shift: 'morning' },
    { name: 'Ivy Chen', team: 'dispatch', role: 'driver', shift: 'night' },
    { name: 'Jade Moreau', team: 'kitchen', role: 'chef', shift: 'morning' },
    { name: 'Kofi Mensah', team: 'kitchen', role: 'line-cook', shift: 'evening' },
    { name: 'Lena Vogel', team: 'kitchen', role: 'chef', shift: 'evening' },
    { name: 'Mo Farah', team: 'kitchen', role: 'line-cook', shift: 'morning' },
    { name: 'Nia Brooks', team: 'support', role: 'agent', shift: 'morning' },
    { name: 'Oscar Lind', team: 'support', role: 'agent', shift: 'evening' },
    { name: 'Pia Kaur', team: 'support', role: 'agent', shift: 'night' },
    { name: 'Quinn Adler', team: 'support', role: 'lead', shift: 'morning' },
    { name: 'Rosa Diaz', team: 'kitchen', role: 'line-cook', shift: 'night' },
  ],
};

export const shifts = {
  morning: { start: 6, end: 14 },
  evening: { start: 14, end: 22 },
  night: { start: 22, end: 6 },
} as const;
export type ShiftName = keyof typeof shifts;
