// A formatter costs far more to make than to use: one per zone, made on first use.
const FORMATS = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZoneName: 'short',
    });
    FORMATS.set(timeZone, format);
  }
  return format;
}

/**
 * When a reservation's hold ends, as the dealer's lead and the shopper's e-mail say it, on
 * the wall clock of `timeZone` with its abbreviation: 'Wednesday 25 November 2026, 1:00 pm AEDT'.
 */
export function holdEndText(instant: Date, timeZone: string): string {
  const parts = formatFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${time} ${part('timeZoneName')}`;
}
