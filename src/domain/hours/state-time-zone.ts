import type { AustralianState } from '../../tenant/schema/fields.ts';

/** ACT keeps Sydney time; the other states and territories each have their capital's zone. */
const STATE_TIME_ZONES: Readonly<Record<AustralianState, string>> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};

/** The time zone a dealer in `state` keeps: "today" for a lead, a rego expiry or a printed date. */
export function timeZoneForState(state: AustralianState): string {
  return STATE_TIME_ZONES[state];
}
