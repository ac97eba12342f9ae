/**
 * Seed data of the Analytics dashboard. Card figures are demo facts; labels are i18n keys chosen by
 * the client, so the backend only sends ids, numbers, dates and names.
 */

/** One language's titles of the dashboard's tasks, by id (dashboards-analytics-fr.ts, -ar.ts); owners' names stay. */
export type AnalyticsTaskLanguage = Record<string, { title: string }>;

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
  // Orders a month, January to December; this year's lists are cut at the current month. The
  // year before last is only a total, to give last year its change.
  totalOrders: {
    'this-year': {
      completed: [820, 910, 1040, 980, 1010, 1120, 1060, 1180, 1090, 1150, 1240, 1380],
      pending: [410, 450, 520, 470, 500, 540, 510, 580, 530, 560, 610, 690],
    },
    'last-year': {
      completed: [700, 760, 880, 830, 860, 950, 900, 1000, 930, 980, 1060, 1190],
      pending: [380, 410, 470, 430, 450, 490, 460, 520, 480, 510, 550, 620],
    },
    yearBeforeTotal: 15320,
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
    /** Over the last 30 days (the card's default period). */
    totalDeliveries: 424567,
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
