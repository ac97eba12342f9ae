/** Numbers, money and dates through Intl in the current language. */
import { i18n } from './i18n';

const locale = () => i18n.language || 'en';

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale(), options).format(value);
}

export function formatMoney(value: number, currency = 'USD', options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency, ...options }).format(value);
}

export function formatCompact(value: number): string {
  return new Intl.NumberFormat(locale(), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

export function formatPercent(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 1, ...options }).format(value / 100);
}

export function formatDate(value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(locale(), options).format(new Date(value));
}

export function formatRelativeTime(value: Date | string | number, now: Date = new Date()): string {
  const diff = (new Date(value).getTime() - now.getTime()) / 1000;
  const rtf = new Intl.RelativeTimeFormat(locale(), { numeric: 'auto' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31536000], ['month', 2592000], ['week', 604800], ['day', 86400], ['hour', 3600], ['minute', 60],
  ];
  for (const [unit, seconds] of units) {
    if (Math.abs(diff) >= seconds) return rtf.format(Math.round(diff / seconds), unit);
  }
  return rtf.format(Math.round(diff), 'second');
}
