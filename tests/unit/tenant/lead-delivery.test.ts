import { describe, expect, it } from 'vitest';
import { fileOf, problemLines, rawTenant, resolvedSite, setAt } from '../../support/tenant-json.ts';

// issue 2 "Bad input": `tenants/<slug>/site.json: <JSON path>: <expected>, received <found>`
const SLUG = 'southern-cross-motors';
const FILE = fileOf(SLUG);
const AT = '$.dealerships[1].leadDelivery';
const WEBHOOK = { url: 'https://crm.example.com/hooks/leads', secretEnv: 'CRM_WEBHOOK_SECRET' };

/** The report for the group's file with `leadDelivery` set on its second dealership. */
function reportWith(leadDelivery: unknown): string[] {
  return problemLines(SLUG, setAt(rawTenant(SLUG), AT, leadDelivery));
}

describe('dealerships[].leadDelivery', () => {
  it('a CRM address, a webhook, or both are valid, and resolve as written', () => {
    expect(reportWith({ email: 'leads@crm.example.com' })).toEqual([]);
    expect(reportWith({ webhook: WEBHOOK })).toEqual([]);
    expect(reportWith({})).toEqual([]);
    const both = { email: 'leads@crm.example.com', webhook: WEBHOOK };
    const site = resolvedSite(SLUG, setAt(rawTenant(SLUG), AT, both));
    expect(site.dealerships[1]?.leadDelivery).toEqual(both);
    expect(site.dealerships[0]?.leadDelivery).toBeUndefined();
  });

  it('a webhook URL that is not absolute asks for an absolute URL', () => {
    expect(reportWith({ webhook: { ...WEBHOOK, url: 'crm.example.com/hooks/leads' } })).toEqual([
      `${FILE}: ${AT}.webhook.url: an absolute URL such as https://www.example.com.au, received "crm.example.com/hooks/leads"`,
    ]);
  });

  it('a webhook URL that is not http(s) asks for one', () => {
    expect(reportWith({ webhook: { ...WEBHOOK, url: 'ftp://crm.example.com/leads' } })).toEqual([
      `${FILE}: ${AT}.webhook.url: an http(s) URL, received "ftp://crm.example.com/leads"`,
    ]);
  });

  it('a secretEnv that is not an environment variable name shows the form wanted', () => {
    expect(reportWith({ webhook: { ...WEBHOOK, secretEnv: 'crm_webhook_secret' } })).toEqual([
      `${FILE}: ${AT}.webhook.secretEnv: an environment variable name such as CRM_WEBHOOK_SECRET, received "crm_webhook_secret"`,
    ]);
    expect(reportWith({ webhook: { ...WEBHOOK, secretEnv: '1_SECRET' } })).toEqual([
      `${FILE}: ${AT}.webhook.secretEnv: an environment variable name such as CRM_WEBHOOK_SECRET, received "1_SECRET"`,
    ]);
  });

  it('the secret itself has no place in the file', () => {
    expect(reportWith({ webhook: { ...WEBHOOK, secret: 'hunter2' } })).toEqual([
      `${FILE}: ${AT}.webhook.secret: a known field name (see tenants/site.schema.json), received an unknown field "secret"`,
    ]);
  });

  it('a webhook without its secret variable, or a bad CRM address, is reported at its path', () => {
    expect(reportWith({ webhook: { url: WEBHOOK.url } })).toEqual([
      `${FILE}: ${AT}.webhook.secretEnv: a value for this required field, received nothing`,
    ]);
    expect(reportWith({ email: 'crm.example.com' })).toEqual([
      `${FILE}: ${AT}.email: an e-mail address, received "crm.example.com"`,
    ]);
  });

  it('every problem of the block is reported at once', () => {
    expect(reportWith({ webhook: { url: 'crm.example.com', secretEnv: 'crm' } }).sort()).toEqual(
      [
        `${FILE}: ${AT}.webhook.url: an absolute URL such as https://www.example.com.au, received "crm.example.com"`,
        `${FILE}: ${AT}.webhook.secretEnv: an environment variable name such as CRM_WEBHOOK_SECRET, received "crm"`,
      ].sort(),
    );
  });
});
