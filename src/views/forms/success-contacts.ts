import type { PostalAddress } from '../../domain/locations/postal-address.ts';
import type { Site } from '../../tenant/schema/site.ts';

/** Who a shopper reaches about a lead just sent: one location, or the dealer's main contact. */
export interface SuccessContact {
  /** The location's slug; null for the main contact, shown when no lead names a place. */
  location: string | null;
  dealership: string | null;
  name: string;
  address: PostalAddress | null;
  phone: string;
  email: string;
}

/**
 * spec §2 /success: the dealer's contact for the lead just sent. The page is static, so it
 * carries the main contact and every visible location's; its script shows the one the lead
 * went to (successContactFor), the main one when none matches.
 */
export function successContacts(site: Pick<Site, 'name' | 'contact' | 'locations'>): SuccessContact[] {
  const visible = site.locations.filter((location) => location.visible !== false);
  const main: SuccessContact = {
    location: null,
    dealership: null,
    name: site.name,
    address: visible[0]?.address ?? null,
    phone: site.contact.phone,
    email: site.contact.email,
  };
  return [
    main,
    ...visible.map((location) => ({
      location: location.slug,
      dealership: location.dealershipSlug,
      name: location.name,
      address: location.address,
      phone: (location.departments.find((d) => d.type === 'sales') ?? location.departments[0])?.phone ?? main.phone,
      email: location.email ?? main.email,
    })),
  ];
}
