/** Numbers, money, dates and lists through Intl in the current language. */
import { i18n } from './i18n';
import { currentTime } from './today';

const locale = () => i18n.language || 'en';

// Building an Intl formatter costs far more than using one, and charts and tables format hundreds
// of values per render: keep one per language and options.
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat;
const formatters = new Map<string, Formatter>();
function cached<T extends Formatter>(
  kind: string,
  options: object | undefined,
  create: (language: string) => T,
  language = locale(),
): T {
  const key = `${kind}|${language}|${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create(language);
    formatters.set(key, formatter);
  }
  return formatter;
}
const numberFormat = (options?: Intl.NumberFormatOptions) =>
  cached('number', options, (language) => new Intl.NumberFormat(language, options));

const defaultDate: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * Builds the formatters screens use first (plain numbers, medium dates) for `language`. A page's
 * first Intl formatter loads the language's data, a step long enough to be a long task on a slow
 * phone if it happens inside hydration: main.tsx has it done while the screen's code downloads,
 * each formatter in a task of its own, once a worker has done the costly part (lib/intl-warm-up.ts).
 */
export function warmUpFormatters(language: string): void {
  // One task each: together they were a long task of their own on a slow phone.
  setTimeout(() => cached('number', undefined, (lng) => new Intl.NumberFormat(lng), language));
  setTimeout(() => cached('date', defaultDate, (lng) => new Intl.DateTimeFormat(lng, defaultDate), language));
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(value);
}

export function formatMoney(value: number, currency = 'USD', options?: Intl.NumberFormatOptions): string {
  return numberFormat({ style: 'currency', currency, ...options }).format(value);
}

export function formatCompact(value: number): string {
  return numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

export function formatPercent(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 1, ...options }).format(value / 100);
}

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size in the unit that keeps it readable: "820 B", "1.4 MB" (1 kB = 1000 B, as file managers show). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < byteUnits.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return numberFormat({ style: 'unit', unit: byteUnits[unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    value,
  );
}

export function formatDate(value: Date | string | number, options: Intl.DateTimeFormatOptions = defaultDate): string {
  return cached('date', options, (language) => new Intl.DateTimeFormat(language, options)).format(new Date(value));
}

export function formatRelativeTime(value: Date | string | number, now: Date = currentTime()): string {
  const diff = (new Date(value).getTime() - now.getTime()) / 1000;
  const rtf = cached('relative', undefined, (language) => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31536000],
    ['month', 2592000],
    ['week', 604800],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, seconds] of units) {
    if (Math.abs(diff) >= seconds) return rtf.format(Math.round(diff / seconds), unit);
  }
  return rtf.format(Math.round(diff), 'second');
}

/**
 * A list of names as the current language writes one: "French, Arabic and English", « français,
 * arabe et anglais », "الفرنسية والعربية والإنجليزية". `type: 'unit'` lists values without a
 * word for "and" where the language has such a list ("12, 18, 9").
 */
export function formatList(items: Iterable<string>, options?: Intl.ListFormatOptions): string {
  return cached('list', options, (language) => new Intl.ListFormat(language, options)).format(items);
}
