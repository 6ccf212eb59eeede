import type { OpeningHoursEntry } from '../../tenant/schema/locations.ts';

export interface HoursRow {
  days: string;
  hours: string;
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "08:30" → "8:30am"; "17:00" → "5pm". */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour}${suffix}` : `${hour}:${String(m).padStart(2, '0')}${suffix}`;
}

function hoursText(entry: OpeningHoursEntry | undefined): string {
  if (!entry || entry.status === 'Closed' || !entry.open || !entry.close) return 'Closed';
  return `${formatTime(entry.open)} – ${formatTime(entry.close)}`;
}

/**
 * spec §9: weekday hours are grouped Mon-Fri, Sat, Sun (0 is Sunday, 6 Saturday).
 * Weekdays with different hours are listed one by one.
 */
export function groupOpeningHours(entries: readonly OpeningHoursEntry[]): HoursRow[] {
  const byDay = new Map(entries.map((entry) => [entry.weekday, entry]));
  const weekdays = [1, 2, 3, 4, 5].map((day) => hoursText(byDay.get(day)));
  const rows: HoursRow[] = weekdays.every((text) => text === weekdays[0])
    ? [{ days: 'Mon – Fri', hours: weekdays[0] ?? 'Closed' }]
    : weekdays.map((hours, i) => ({ days: DAY_NAMES[i + 1] ?? '', hours }));
  rows.push({ days: 'Sat', hours: hoursText(byDay.get(6)) });
  rows.push({ days: 'Sun', hours: hoursText(byDay.get(0)) });
  return rows;
}
