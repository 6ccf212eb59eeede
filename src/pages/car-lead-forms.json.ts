import type { APIRoute } from 'astro';
import { carLeadForms } from '../components/search/car-lead-forms.ts';
import { VEHICLE_LEAD_KINDS } from '../components/vehicle/vehicle-page-data.ts';
import { site } from '../tenant/current.ts';

// The vehicle pages' lead forms, built once per site: every vehicle page fetches this file
// when a shopper first opens a form, instead of carrying the fields in its own HTML.
export const GET: APIRoute = () =>
  new Response(JSON.stringify(carLeadForms(site, VEHICLE_LEAD_KINDS)), {
    headers: { 'Content-Type': 'application/json' },
  });
