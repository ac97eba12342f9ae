/**
 * What the dashboards' demo backends share: dates relative to today (so demo content never looks
 * stale) and the sums and percentages their cards show. Each dashboard is its own domain file
 * (dashboards-crm.ts, -ecommerce, -analytics, -operations), loaded on its first request, so a
 * dashboard downloads only its own seed and handlers. The cards that switch periods have their
 * endpoints' helpers in dashboards-periods.ts.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Local date-time `days` from `now` at `time` (HH:mm), so demo dates always look current. */
export function dayAt(now: Date, days: number, time = '00:00'): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${time}`;
}
export const dayOf = (now: Date, days: number) => dayAt(now, days).slice(0, 10);
/** The last `count` days, ending today. */
export const lastDays = (now: Date, count: number) =>
  Array.from({ length: count }, (_, i) => dayOf(now, i - count + 1));

export const sum = (list: readonly number[]) => list.reduce((a, b) => a + b, 0);
export const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
