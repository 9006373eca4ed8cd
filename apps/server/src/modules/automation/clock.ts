// Local time in a workspace's time zone (Intl, no library): the day, the hour, quiet hours and the next weekday/time.

/** The local date parts of an instant in a time zone (falls back to UTC for an unknown zone). */
export function localParts(at: Date, timeZone: string) {
  let f: Intl.DateTimeFormat;
  try {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
  } catch {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday);
  return {
    year: Number(p.year),
    month: p.month,
    day: p.day,
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
    weekday,
    date: `${p.year}-${p.month}-${p.day}`,
  };
}

/** The local calendar day (YYYY-MM-DD). */
export const localDay = (at: Date, timeZone: string) => localParts(at, timeZone).date;

/** Whether the local hour is inside quiet hours [start, end) (wrapping over midnight when start > end). */
export function inQuietHours(at: Date, timeZone: string, q: { start: number; end: number }) {
  if (q.start === q.end) return false;
  const h = localParts(at, timeZone).hour;
  return q.start < q.end ? h >= q.start && h < q.end : h >= q.start || h < q.end;
}

/** The next instant after `at` whose local time is hour:minute (on the given weekday when set). */
export function nextLocalTime(at: Date, timeZone: string, t: { weekday?: number; hour: number; minute: number }) {
  // walk minute-aligned quarter hours forward (at most 8 days): exact for every zone, DST included
  const step = 15 * 60_000;
  let c = new Date(Math.floor(at.getTime() / step) * step + step);
  for (let i = 0; i < 8 * 96; i++, c = new Date(c.getTime() + step)) {
    const p = localParts(c, timeZone);
    if (p.hour === t.hour && Math.floor(p.minute / 15) === Math.floor(t.minute / 15) && (t.weekday === undefined || p.weekday === t.weekday)) {
      return new Date(c.getTime() + (t.minute % 15) * 60_000 - (p.minute % 15) * 60_000);
    }
  }
  return new Date(at.getTime() + 86_400_000);
}
