import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../../src/tenant/load.ts';
import type { Site } from '../../../../src/tenant/schema/site.ts';
import { successContacts } from '../../../../src/views/forms/success-contacts.ts';

function site(slug: string): Site {
  const result = loadSite(slug);
  if (!result.ok) throw new Error(`${slug} does not load`);
  return result.site;
}

describe('successContacts (/success: the dealer’s contact for the lead just sent)', () => {
  it('starts with the main contact, then every visible location with its sales phone and e-mail', () => {
    const group = site('southern-cross-motors');
    const [main, ...locations] = successContacts(group);
    expect(main).toMatchObject({
      location: null,
      dealership: null,
      name: group.name,
      phone: group.contact.phone,
      email: group.contact.email,
    });
    const visible = group.locations.filter((l) => l.visible !== false);
    expect(locations.map((c) => c.location)).toEqual(visible.map((l) => l.slug));
    for (const [i, location] of visible.entries()) {
      const sales = location.departments.find((d) => d.type === 'sales') ?? location.departments[0]!;
      expect(locations[i]).toMatchObject({
        dealership: location.dealershipSlug,
        phone: sales.phone,
        email: location.email ?? group.contact.email,
        address: location.address,
      });
    }
  });
});
