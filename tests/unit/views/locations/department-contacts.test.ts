// The department contacts the lead pages list (the service centres, the parts counters).
import { describe, expect, it } from 'vitest';
import { departmentContacts } from '../../../../src/views/locations/department-contacts.ts';
import { demoSite } from '../../../support/sites.ts';

const toyota = demoSite('harbourside-toyota');
const group = demoSite('southern-cross-motors');
const online = demoSite('drivewise-online');

describe('departmentContacts', () => {
  it('lists the departments of one type at the visible locations, by name, with address and number', () => {
    const service = departmentContacts(toyota, 'service');
    expect(service.map((contact) => contact.name)).toEqual(
      toyota.locations
        .filter((location) => location.departments.some((department) => department.type === 'service'))
        .map((location) => location.name)
        .sort((a, b) => a.localeCompare(b)),
    );
    const first = toyota.locations.find((location) => location.name === service[0]!.name)!;
    expect(service[0]).toEqual({
      name: first.name,
      address: first.address,
      phone: first.departments.find((department) => department.type === 'service')!.phone,
    });
  });

  it('leaves out hidden locations, and is empty where no location has the department', () => {
    expect(departmentContacts(online, 'parts')).toEqual([]);
    const [shown, ...hidden] = group.locations;
    const site = { locations: [shown!, ...hidden.map((location) => ({ ...location, visible: false }))] };
    expect(departmentContacts(site, 'sales').map((contact) => contact.name)).toEqual([shown!.name]);
  });
});
