import type { LeadFormOptions } from '../../src/domain/forms/lead-kind.ts';
import type { LeadKind } from '../../src/domain/forms/lead-kinds.ts';
import { leadFormFields } from '../../src/domain/forms/lead-request.ts';

/** A site with one dealership, no location select and no test drive terms. */
const SIMPLE_SITE: LeadFormOptions = {
  severalDealerships: false,
  showLocation: false,
  messageExempt: false,
  dealershipOptions: ['southern-cross-kia'],
  serviceLocations: ['frankston-service'],
  testDriveTerms: false,
  quickPicks: [5000, 70000],
};

/** A kind's fields on a site with these options: what its form renders and the API validates. */
export function fieldsOf(kind: LeadKind, options: Partial<LeadFormOptions> = {}) {
  return leadFormFields(kind, { ...SIMPLE_SITE, ...options });
}
