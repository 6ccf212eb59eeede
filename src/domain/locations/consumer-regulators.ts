import type { AustralianState } from '../../tenant/schema/fields.ts';

export interface ConsumerRegulator {
  state: AustralianState;
  name: string;
  website: string;
}

/** The consumer protection regulator of each state and territory. */
const REGULATORS: Record<AustralianState, ConsumerRegulator> = {
  NSW: { state: 'NSW', name: 'NSW Fair Trading', website: 'https://www.fairtrading.nsw.gov.au' },
  VIC: { state: 'VIC', name: 'Consumer Affairs Victoria', website: 'https://www.consumer.vic.gov.au' },
  QLD: { state: 'QLD', name: 'Office of Fair Trading Queensland', website: 'https://www.qld.gov.au/law/fair-trading' },
  WA: { state: 'WA', name: 'Consumer Protection WA', website: 'https://www.commerce.wa.gov.au/consumer-protection' },
  SA: { state: 'SA', name: 'Consumer and Business Services SA', website: 'https://www.cbs.sa.gov.au' },
  TAS: {
    state: 'TAS',
    name: 'Consumer, Building and Occupational Services Tasmania',
    website: 'https://www.cbos.tas.gov.au',
  },
  ACT: { state: 'ACT', name: 'Access Canberra', website: 'https://www.accesscanberra.act.gov.au' },
  NT: { state: 'NT', name: 'NT Consumer Affairs', website: 'https://consumeraffairs.nt.gov.au' },
};

/** The states and territories in their usual order. */
export const STATE_ORDER: readonly AustralianState[] = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];

/** spec §2 complaints page: the regulators of the states the dealer has locations in, once each. */
export function regulatorsForStates(states: Iterable<AustralianState>): ConsumerRegulator[] {
  const present = new Set(states);
  return STATE_ORDER.filter((state) => present.has(state)).map((state) => REGULATORS[state]);
}
