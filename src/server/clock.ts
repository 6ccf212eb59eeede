/**
 * Where the server reads the time for what depends on it in JavaScript: the rate limits'
 * refills, the age of a feed reading, the date printed on a sheet, a webhook's signed
 * timestamp. The system clock unless one is handed in, so a test sets and moves the time
 * rather than waiting for it to pass. Windows kept in Postgres (a phone number's hour, a
 * view's day, an idempotency key's week, the delivery retries' back-off) are measured by
 * the database's clock, one for every instance.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
