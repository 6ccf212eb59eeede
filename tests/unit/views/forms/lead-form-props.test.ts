import { describe, expect, it } from 'vitest';
import { leadFormProps } from '../../../../src/views/forms/lead-form-props.ts';
import { resolveSteps } from '../../../../src/components/forms/form-steps.ts';
import { leadFormFields } from '../../../../src/domain/forms/lead-request.ts';
import { formOptionsFor, apiTenantFromSite } from '../../../../src/server/tenancy/api-tenant.ts';
import { formatProblem } from '../../../../src/tenant/issues.ts';
import { listTenantSlugs, loadSite } from '../../../../src/tenant/load.ts';
import type { Site } from '../../../../src/tenant/schema/site.ts';

function demo(slug: string): Site {
  const result = loadSite(slug);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.site;
}

const setup = { formId: 'f', labelledBy: 'f-heading' };

describe.each(listTenantSlugs())('%s: the lead form islands’ props', (slug) => {
  const site = demo(slug);

  it.each([
    'enquiry',
    'test-drive',
    'trade-in',
    'finance-enquiry',
    'service-booking',
    'parts',
    'fleet',
    'new-vehicle-enquiry',
    'feedback-survey',
  ] as const)('%s: the fields the lead API validates with', (kind) => {
    const props = leadFormProps(site, kind, setup);
    expect(props.fields).toEqual(leadFormFields(kind, formOptionsFor(apiTenantFromSite(site))));
  });

  it.each(['enquiry', 'finance-enquiry', 'service-booking', 'feedback-survey'] as const)(
    '%s: names every dealership, location and rating its selects offer',
    (kind) => {
      const props = leadFormProps(site, kind, setup);
      const named = props.fields.filter((f) => f.kind === 'select' && !['category', 'regoState'].includes(f.name));
      for (const field of named) {
        for (const option of field.options ?? []) expect(props.optionLabels?.[field.name]?.[option]).toBeTruthy();
      }
      // labels only for the selects the form has: the island's props stay small
      expect(Object.keys(props.optionLabels ?? {}).sort()).toEqual(named.map((f) => f.name).sort());
    },
  );

  it('links the privacy policy and /success from the routes module, and sends to the same-origin API', () => {
    expect(leadFormProps(site, 'enquiry', setup).hrefs).toEqual({
      success: '/success',
      privacy: '/privacy-policy',
      leadsApi: '/api/leads',
      eventsApi: '/api/events',
    });
  });
});

describe('the finance enquiry’s link (spec §2 finance links)', () => {
  it('reads the dealership and budget into its fields and the car into the lead', () => {
    expect(leadFormProps(demo('southern-cross-motors'), 'finance-enquiry', setup).linkParams).toEqual({
      fields: ['preferredDealership', 'vehiclePriceBudget'],
      context: ['car_id', 'car_type', 'vin'],
    });
  });

  it('the enquiry reads the car of a card’s Quick Enquiry link; other forms read nothing from their link', () => {
    expect(leadFormProps(demo('southern-cross-motors'), 'enquiry', setup).linkParams).toEqual({
      fields: [],
      context: ['car_id', 'car_type'],
    });
    expect(leadFormProps(demo('southern-cross-motors'), 'test-drive', setup).linkParams).toBeUndefined();
  });
});

describe('sell your car in steps (spec §4 multistep)', () => {
  it('asks for the car first (rego, state, kilometres), then the seller', () => {
    const props = leadFormProps(demo('outback-rv'), 'trade-in', setup);
    const steps = resolveSteps(props.fields, props.steps);
    expect(steps.map((step) => [step.title, step.fields.map((field) => field.name)])).toEqual([
      ['Your car', ['rego', 'regoState', 'kms']],
      ['Your details', ['name', 'last_name', 'email', 'phone', 'postcode', 'message']],
    ]);
    expect(props.submitLabel).toBe('Request an Offer');
  });
});

describe('the test drive in steps (spec §4 multistep)', () => {
  it('asks for the contact details first, then the test drive', () => {
    const props = leadFormProps(demo('harbourside-toyota'), 'test-drive', setup);
    const steps = resolveSteps(props.fields, props.steps);
    expect(steps.map((step) => step.fields.map((field) => field.name))).toEqual([
      ['name', 'last_name', 'email', 'phone'],
      ['message', 'appointment', 'terms_conditions'],
    ]);
    expect(props.submitLabel).toBe('Book Test Drive');
  });
});
