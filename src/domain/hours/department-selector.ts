import type { Location } from '../../tenant/schema/locations.ts';

/**
 * spec §2 Locations: the opening-hours table gets a sales/service/parts selector only when
 * one address has several department types. Two entries of the same type are one type.
 */
export function showsDepartmentSelector(location: Pick<Location, 'departments'>): boolean {
  return new Set(location.departments.map((department) => department.type)).size > 1;
}
