import type { APIRoute } from 'astro';
import { carLeadForms } from '../views/forms/car-lead-forms.ts';
import { CAR_LEAD_KINDS } from '../domain/forms/lead-kinds.ts';
import { site } from '../tenant/current.ts';

// The vehicle pages' lead forms (every kind with a car dialog: the buttons, the photo
// placeholder, the sold state), built once per site: every vehicle page fetches this file
// when a shopper first opens a form, instead of carrying the fields in its own HTML.
export const GET: APIRoute = () =>
  new Response(JSON.stringify(carLeadForms(site, CAR_LEAD_KINDS)), {
    headers: { 'Content-Type': 'application/json' },
  });
