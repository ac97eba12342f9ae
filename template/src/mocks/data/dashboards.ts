/**
 * What the dashboards' seed data share: the tone names cards colour by and month labels.
 * Each dashboard's seed is in its own file (dashboards-crm.ts ...), loaded with its handlers.
 */

export type Tone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

/** `count` month keys (YYYY-MM) from month `from` of `year`. */
export const months = (year: number, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `${year}-${String(from + i).padStart(2, '0')}`);
