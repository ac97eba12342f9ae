/**
 * Seed data of the CRM dashboard. Card figures are demo facts; labels are i18n keys chosen by
 * the client, so the backend only sends ids, numbers, dates and names.
 */
import { months, type Tone } from './dashboards';

export const crmSeed = {
  statistics: [
    { id: 'total-jobs', value: 36894, progress: 95, tone: 'primary' },
    { id: 'applications', value: 28410, progress: 90, tone: 'success' },
    { id: 'new-jobs', value: 8410, progress: 80, tone: 'warning' },
    { id: 'interviews', value: 5021, progress: 89, tone: 'info' },
    { id: 'hired', value: 1410, progress: 75, tone: 'success' },
    { id: 'rejected', value: 1810, progress: 45, tone: 'error' },
  ] as { id: string; value: number; progress: number; tone: Tone }[],
  // Earnings of the last 25 months, oldest first, the last being the current month's: a month's
  // card shows the twelve months up to it and its change on the same month a year before.
  monthlyEarnings: [
    3960, 4080, 4010, 4230, 4370, 4290, 4520, 4660, 4600, 4810, 4950, 5120, 5260, 5190, 5430, 5380, 5610, 5790, 5720,
    5980, 6150, 6090, 6330, 6490, 6820,
  ],
  // Thousands of dollars a month, January to December; this year's lists are cut at the current month.
  balanceOverview: {
    'this-year': {
      income: [28, 34, 31, 42, 38, 47, 52, 49, 58, 61, 57, 66],
      expenses: [19, 22, 25, 24, 29, 27, 31, 35, 33, 36, 39, 41],
    },
    'last-year': {
      income: [21, 25, 24, 29, 31, 33, 30, 37, 39, 36, 44, 51],
      expenses: [16, 17, 19, 21, 20, 24, 23, 26, 25, 28, 30, 34],
    },
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
  // Last month's bills are nearly all paid; this month's are still coming in.
  monthlyExpenses: {
    'this-month': [
      { id: 'rent', amount: 3200, paid: 3200 },
      { id: 'payroll', amount: 5400, paid: 5400 },
      { id: 'marketing', amount: 1850, paid: 920 },
      { id: 'software', amount: 960, paid: 960 },
      { id: 'travel', amount: 1240, paid: 310 },
      { id: 'utilities', amount: 610, paid: 160 },
    ],
    'last-month': [
      { id: 'rent', amount: 3200, paid: 3200 },
      { id: 'payroll', amount: 5250, paid: 5250 },
      { id: 'marketing', amount: 2640, paid: 2640 },
      { id: 'software', amount: 940, paid: 940 },
      { id: 'travel', amount: 2180, paid: 1860 },
      { id: 'utilities', amount: 680, paid: 680 },
    ],
  },
  transactions: [
    { id: 't1', kind: 'payment-received', party: 'John Doe', time: '09:30', amount: 385.9 },
    { id: 't2', kind: 'groceries', party: 'XYZ Mart', time: '10:15', amount: -75.45 },
    { id: 't3', kind: 'atm-withdrawal', party: '', time: '11:45', amount: -200 },
    { id: 't4', kind: 'invoice-paid', party: 'ABC Inc.', time: '12:30', amount: -500 },
    { id: 't5', kind: 'transfer-received', party: 'Jane Smith', time: '13:45', amount: 250.75 },
    { id: 't6', kind: 'online-shopping', party: 'Northwind Store', time: '14:15', amount: -120.3 },
  ],
};

/** One language's activity titles by id (dashboards-crm-fr.ts, dashboards-crm-ar.ts); people's names stay. */
export type ActivityLanguage = Record<string, { title: string }>;

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
