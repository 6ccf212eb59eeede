// The footer's licence line: what a dealer must show, from site.json's locations and dealerships.
import { describe, expect, it } from 'vitest';
import { licenceLine } from '../../../../src/views/navigation/navigation.ts';
import type { Site } from '../../../../src/tenant/schema/site.ts';
import { demoSite } from '../../../support/sites.ts';

/** The site with its locations' licences and its dealerships' ABNs replaced. */
function withLegal(
  locations: { dealerLicenceNumber?: string; motorVehicleRepairer?: string }[],
  abns: (string | undefined)[],
): Site {
  const site = demoSite('outback-rv');
  const base = site.locations[0]!;
  const dealership = site.dealerships[0]!;
  return {
    ...site,
    locations: locations.map((legal, i) => ({
      ...base,
      slug: `location-${i}`,
      dealerLicenceNumber: legal.dealerLicenceNumber,
      motorVehicleRepairer: legal.motorVehicleRepairer,
    })),
    dealerships: abns.map((abn, i) => ({ ...dealership, slug: `dealership-${i}`, abn })),
  };
}

describe('licenceLine', () => {
  it('dealer licences, repairer licences and ABNs, each once, in that order', () => {
    const site = withLegal(
      [
        { dealerLicenceNumber: 'MD 1', motorVehicleRepairer: 'MRB 4482' },
        { dealerLicenceNumber: 'MD 1', motorVehicleRepairer: 'MRB 5106' },
        { dealerLicenceNumber: 'MD 2' },
      ],
      ['11 222 333 444', '11 222 333 444'],
    );
    expect(licenceLine(site)).toBe(
      'Dealer licence MD 1, MD 2 · Repairer licence MRB 4482, MRB 5106 · ABN 11 222 333 444',
    );
  });

  it('a repairer licence shows without a dealer licence; nothing at all is no line', () => {
    expect(licenceLine(withLegal([{ motorVehicleRepairer: 'MVRL 1' }], [undefined]))).toBe('Repairer licence MVRL 1');
    expect(licenceLine(withLegal([{}], [undefined]))).toBeNull();
  });

  it('a demo tenant that sets repairer licences shows them', () => {
    expect(licenceLine(demoSite('harbourside-toyota'))).toMatch(
      /^Dealer licence .* · Repairer licence MVRL 45123, MVRL 45124/,
    );
  });
});
