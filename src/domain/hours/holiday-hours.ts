import type { Department, DepartmentType } from '../../tenant/schema/locations.ts';
import { formatTime } from './opening-hours.ts';
import { formatCalendarDate } from './calendar-date.ts';

interface HolidayHoursRow {
  /** YYYY-MM-DD. */
  date: string;
  /** '25 December 2026'. */
  dateText: string;
  /** The day's name when the dealer gave one, e.g. 'Christmas Day'. */
  label: string | null;
  department: DepartmentType;
  /** 'Closed' or '9am – 12pm', in the words of the opening-hours table. */
  hours: string;
}

const DEPARTMENT_ORDER: readonly DepartmentType[] = ['sales', 'service', 'parts'];

/**
 * spec §2 Locations "holiday hours dialog": the special hours of a location's departments
 * from `today` (YYYY-MM-DD, the dealer's local date) on, today included, by date and then
 * sales, service, parts. Past entries are left out.
 */
export function upcomingHolidayHours(
  departments: readonly Pick<Department, 'type' | 'specialHours'>[],
  today: string,
): HolidayHoursRow[] {
  return departments
    .flatMap((department) =>
      (department.specialHours ?? [])
        .filter((entry) => entry.date >= today)
        .map((entry) => ({
          date: entry.date,
          dateText: formatCalendarDate(entry.date),
          label: entry.label ?? null,
          department: department.type,
          hours:
            entry.status === 'Open' && entry.open && entry.close
              ? `${formatTime(entry.open)} – ${formatTime(entry.close)}`
              : 'Closed',
        })),
    )
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || DEPARTMENT_ORDER.indexOf(a.department) - DEPARTMENT_ORDER.indexOf(b.department),
    );
}
