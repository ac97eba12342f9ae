import { formatDate } from '@/lib/format';

/** A list's date: the time for today's messages, the day and month this year, else the full date. */
export function listDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return formatDate(date, { timeStyle: 'short' });
  if (date.getFullYear() === now.getFullYear()) return formatDate(date, { day: 'numeric', month: 'short' });
  return formatDate(date, { dateStyle: 'medium' });
}

/** The open message's date and time in full. */
export const fullDate = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
