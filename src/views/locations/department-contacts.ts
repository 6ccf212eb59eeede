import { sortLocationsByName } from '../../domain/locations/locations-carousel.ts';
import type { PostalAddress } from '../../domain/locations/postal-address.ts';
import type { Site } from '../../tenant/schema/site.ts';

export type DepartmentType = 'sales' | 'service' | 'parts';

/** One department of a location as a contact line: where it is and its number. */
export interface DepartmentContact {
  name: string;
  address: PostalAddress;
  phone: string;
}

/**
 * The site's departments of one type (the service centres, the parts counters), at its
 * visible locations sorted by name as every location list is (spec §2).
 */
export function departmentContacts(site: Pick<Site, 'locations'>, type: DepartmentType): DepartmentContact[] {
  return sortLocationsByName(site.locations.filter((location) => location.visible !== false)).flatMap((location) =>
    location.departments
      .filter((department) => department.type === type)
      .map((department) => ({
        name: location.name,
        address: location.address,
        phone: department.phone,
      })),
  );
}
