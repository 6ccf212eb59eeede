import { VEHICLE_DATA_ID, type VehiclePageData } from '../../../views/vehicle/vehicle-page-data.ts';

/** The car as the page was built with it (VehicleData.astro writes it). */
export function readPageData(): VehiclePageData | null {
  const element = document.getElementById(VEHICLE_DATA_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as VehiclePageData;
}
