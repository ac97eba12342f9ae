/** Formatting helpers of the dashboards, on top of lib/format (Intl in the current language). */
import { formatDate } from '@/lib/format';

/** "Mar" for `2024-03`: month keys from the API become short localised month names. */
export const monthLabel = (month: string) => formatDate(`${month}-01T00:00`, { month: 'short' });

/** "Mar 5" for an ISO date or date-time. */
export const dayLabel = (iso: string) =>
  formatDate(iso.length === 10 ? `${iso}T00:00` : iso, { month: 'short', day: 'numeric' });

/** "09:30" style time of an ISO date-time in the current language. */
export const timeLabel = (iso: string) => formatDate(iso, { hour: 'numeric', minute: '2-digit' });
