import { describe, expect, it } from 'vitest';
import { type BrowserVisit, leadPayload } from '../../../../src/components/forms/lead-payload.ts';
import { checkLeadContext } from '../../../../src/domain/forms/lead-request.ts';

const trail = {
  pages: ['/', '/toyota-rav4', '/contact'],
  source: 'google',
  params: { utm_source: 'google', utm_campaign: 'rav4' },
};
const visit = {
  href: 'https://www.example.com.au/contact?x=1',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  trail,
};

describe('leadPayload: the flat body of POST /api/leads', () => {
  it('puts the kind, the page context, the visit, the checked values and the honeypot side by side', () => {
    const body = leadPayload(
      'enquiry',
      { name: 'Jane', email: 'jane@example.com', opt_in: false, category: 'Sales Enquiry' },
      { car_id: '123', car_type: 'used', 'Vehicle Make': 'Toyota', stock_number: '' },
      visit,
      '',
    );
    expect(body).toEqual({
      kind: 'enquiry',
      car_id: '123',
      car_type: 'used',
      'Vehicle Make': 'Toyota',
      url: 'https://www.example.com.au/contact?x=1',
      source: 'google',
      user_agent: visit.userAgent,
      lead_attributes: { visited_pages: trail.pages, linked_query_params: trail.params },
      name: 'Jane',
      email: 'jane@example.com',
      opt_in: false,
      category: 'Sales Enquiry',
      website: '',
    });
    // the API's own context schema takes it as it is
    expect(checkLeadContext(body).ok).toBe(true);
  });

  it('lets a chosen dealership win over the page’s, and sends the honeypot as it was left', () => {
    const body = leadPayload(
      'enquiry',
      { dealership_slug: 'chosen' },
      { dealership_slug: 'from-the-car' },
      visit,
      'http://spam',
    );
    expect(body['dealership_slug']).toBe('chosen');
    expect(body['website']).toBe('http://spam');
  });
});

/** The visit fields of a lead with no values and no page context: all but the kind and the honeypot. */
function visitFields(browser: BrowserVisit): Record<string, unknown> {
  const body = leadPayload('enquiry', {}, {}, browser, '');
  return Object.fromEntries(Object.entries(body).filter(([name]) => name !== 'kind' && name !== 'website'));
}

describe('the visit fields: what the browser recorded, within the API’s limits', () => {
  it('without a trail: no source, empty lead attributes', () => {
    expect(visitFields({ ...visit, trail: null })).toEqual({
      url: visit.href,
      user_agent: visit.userAgent,
      lead_attributes: { visited_pages: [], linked_query_params: {} },
    });
  });

  it('drops the query of an address over 2048 characters, and the address when even that is too long', () => {
    const long = `https://www.example.com.au/contact?q=${'x'.repeat(3000)}`;
    expect(visitFields({ ...visit, href: long })['url']).toBe('https://www.example.com.au/contact');
    expect(visitFields({ ...visit, href: `https://www.example.com.au/${'p'.repeat(3000)}` })).not.toHaveProperty('url');
  });

  it('cuts the user agent at 500 characters', () => {
    const fields = visitFields({ ...visit, userAgent: 'u'.repeat(900) });
    expect(fields['user_agent']).toHaveLength(500);
    expect(checkLeadContext({ kind: 'enquiry', ...fields }).ok).toBe(true);
  });
});
