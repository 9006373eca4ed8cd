// Calendar dates (YYYY-MM-DD) of invoicing: "today" is the date in Turkey (Europe/Istanbul), arithmetic is in UTC days.
import { INVOICE_TIME_ZONE } from '@ulak/shared';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: INVOICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

// today returns the current date in Europe/Istanbul as YYYY-MM-DD.
export const today = (now: Date = new Date()) => dayFormat.format(now);

// addDays moves a YYYY-MM-DD date by a number of days.
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// daysBetween counts the days from a to b (negative when b is earlier).
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

// monthStart returns the instant the current month began in Turkey (UTC+3 all year since 2016).
export function monthStart(now: Date = new Date()): Date {
  return new Date(`${today(now).slice(0, 7)}-01T00:00:00+03:00`);
}

// lastMonths lists the YYYY-MM keys of the last n months, oldest first, ending with the current month.
export function lastMonths(n: number, now: Date = new Date()): string[] {
  const [y, m] = today(now).split('-').map(Number);
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}
