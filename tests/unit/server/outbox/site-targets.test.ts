import { describe, expect, it } from 'vitest';
import { validSites } from '../../../../src/server/tenancy/discover.ts';
import { siteContexts, siteTargetResolver } from '../../../../src/server/outbox/site-targets.ts';
import { jobTargetKinds, targetOfKind, type DealershipTargets } from '../../../../src/server/outbox/targets.ts';
import type { Site } from '../../../../src/tenant/schema/site.ts';
import { rawTenant, resolvedSite, setAt } from '../../../support/tenant-json.ts';

const SITES = validSites();
const GROUP = 'southern-cross-motors';
const CRM_WEBHOOK = 'https://crm.example.com/hooks/leads';
const SECRET_ENV = 'SCM_HOBART_CRM_SECRET';

function demo(slug: string): Site {
  const site = SITES.find((s) => s.slug === slug);
  if (!site) throw new Error(`demo tenant ${slug} is not valid`);
  return site;
}

/** The `from` of the e-mail target the resolver gives the site's first dealership. */
function senderOf(site: Site): string {
  const email = siteTargetResolver([site], {})(site.slug, null)?.targets.find((t) => t.kind === 'email');
  if (email?.kind !== 'email') throw new Error(`${site.slug}: no e-mail target`);
  return email.from;
}

/**
 * The group with a CRM configured for two of its dealerships, through site.json as
 * marketing would write it: Hobart has a CRM address and a webhook, Geelong a webhook only.
 */
function groupWithCrm(): Site {
  const raw = rawTenant(GROUP);
  const dealerships = raw['dealerships'] as { slug: string }[];
  const index = (slug: string) => dealerships.findIndex((d) => d.slug === slug);
  setAt(raw, `$.dealerships[${index('southern-cross-mazda-kia-mg-hobart')}].leadDelivery`, {
    email: 'leads@crm.example.com',
    webhook: { url: CRM_WEBHOOK, secretEnv: SECRET_ENV },
  });
  setAt(raw, `$.dealerships[${index('southern-cross-nissan-mitsubishi-geelong')}].leadDelivery`, {
    webhook: { url: 'https://geelong-crm.example.com/in', secretEnv: 'SCM_GEELONG_CRM_SECRET' },
  });
  setAt(raw, `$.dealerships[${index('southern-cross-ford-mazda-dandenong')}].leadDelivery`, {
    email: 'dandenong.leads@crm.example.com',
  });
  return resolvedSite(GROUP, raw);
}

describe('the demo tenants', () => {
  it('all load, none with a CRM configured', () => {
    expect(SITES.map((s) => s.slug).sort()).toEqual(
      ['drivewise-online', 'harbourside-toyota', 'outback-rv', 'southern-cross-motors'].sort(),
    );
    for (const site of SITES) for (const d of site.dealerships) expect(d.leadDelivery, d.slug).toBeUndefined();
  });

  it('each dealership gets the ADF e-mail at its own address, from leads@ the site’s domain', () => {
    const resolve = siteTargetResolver(SITES, {});
    for (const site of SITES)
      for (const dealership of site.dealerships) {
        expect(resolve(site.slug, dealership.slug), `${site.slug}/${dealership.slug}`).toEqual({
          targets: [{ kind: 'email', to: dealership.email, from: senderOf(site) }],
          problems: [],
        });
      }
    expect(resolve('harbourside-toyota', 'harbourside-toyota')).toEqual({
      targets: [{ kind: 'email', to: 'sales@harboursidetoyota.com.au', from: 'leads@harboursidetoyota.com.au' }],
      problems: [],
    });
    expect(resolve('outback-rv', 'outback-motorcycles')?.targets).toEqual([
      { kind: 'email', to: 'bikes@outbackrv.com.au', from: 'leads@outbackrv.com.au' },
    ]);
  });

  it('a lead without a dealership, or with one the site no longer has, goes to the first dealership', () => {
    const resolve = siteTargetResolver(SITES, {});
    const first = {
      kind: 'email',
      to: 'frankston@southerncrossmotors.com.au',
      from: 'leads@southerncrossmotors.com.au',
    };
    expect(resolve(GROUP, null)?.targets).toEqual([first]);
    expect(resolve(GROUP, 'southern-cross-closed-down')?.targets).toEqual([first]);
  });

  it('a tenant that is not served has no targets', () => {
    const resolve = siteTargetResolver(SITES, {});
    expect(resolve('no-such-tenant', null)).toBeNull();
    expect(resolve('no-such-tenant', 'harbourside-toyota')).toBeNull();
    expect(siteTargetResolver([], {})('harbourside-toyota', 'harbourside-toyota')).toBeNull();
  });

  it('a site without dealerships has no targets', () => {
    const empty: Site = { ...demo('harbourside-toyota'), dealerships: [] };
    expect(siteTargetResolver([empty], {})('harbourside-toyota', null)).toBeNull();
  });
});

describe('the sender of the ADF e-mail', () => {
  it('is leads@ the domain without www', () => {
    expect(senderOf(demo('harbourside-toyota'))).toBe('leads@harboursidetoyota.com.au');
    expect(senderOf(demo('drivewise-online'))).toBe('leads@drivewise.com.au');
    const bare: Site = { ...demo('outback-rv'), domain: 'https://outbackrv.com.au' };
    expect(senderOf(bare)).toBe('leads@outbackrv.com.au');
    // only a leading www. goes
    const sub: Site = { ...demo('outback-rv'), domain: 'https://shop.wwwoutback.com.au/' };
    expect(senderOf(sub)).toBe('leads@shop.wwwoutback.com.au');
  });
});

describe('a dealership with leadDelivery', () => {
  const site = groupWithCrm();

  it('the ADF e-mail goes to the CRM address, and the webhook is added when its secret is set', () => {
    const resolve = siteTargetResolver([site], { [SECRET_ENV]: 's3cret-value' });
    expect(resolve(GROUP, 'southern-cross-mazda-kia-mg-hobart')).toEqual({
      targets: [
        { kind: 'email', to: 'leads@crm.example.com', from: 'leads@southerncrossmotors.com.au' },
        { kind: 'webhook', url: CRM_WEBHOOK, secret: 's3cret-value' },
      ],
      problems: [],
    });
  });

  it('a CRM address alone replaces the dealership e-mail, with no webhook', () => {
    expect(siteTargetResolver([site], {})(GROUP, 'southern-cross-ford-mazda-dandenong')).toEqual({
      targets: [{ kind: 'email', to: 'dandenong.leads@crm.example.com', from: 'leads@southerncrossmotors.com.au' }],
      problems: [],
    });
  });

  it('a webhook alone keeps the e-mail at the dealership’s own address', () => {
    const resolve = siteTargetResolver([site], { SCM_GEELONG_CRM_SECRET: 'geelong' });
    expect(resolve(GROUP, 'southern-cross-nissan-mitsubishi-geelong')?.targets).toEqual([
      { kind: 'email', to: 'geelong@southerncrossmotors.com.au', from: 'leads@southerncrossmotors.com.au' },
      { kind: 'webhook', url: 'https://geelong-crm.example.com/in', secret: 'geelong' },
    ]);
  });

  it.each([
    ['missing', {}],
    ['empty', { [SECRET_ENV]: '' }],
  ])('a webhook whose secret is %s is a problem, not a target: it is never sent unsigned', (_, env) => {
    const targets = siteTargetResolver([site], env)(GROUP, 'southern-cross-mazda-kia-mg-hobart');
    expect(targets).toEqual({
      targets: [{ kind: 'email', to: 'leads@crm.example.com', from: 'leads@southerncrossmotors.com.au' }],
      problems: [{ kind: 'webhook', reason: `the signing secret ${SECRET_ENV} is not set` }],
    });
  });

  it('the secret is read from the environment handed in, at each call', () => {
    const env: NodeJS.ProcessEnv = {};
    const resolve = siteTargetResolver([site], env);
    expect(resolve(GROUP, 'southern-cross-mazda-kia-mg-hobart')?.problems).toHaveLength(1);
    env[SECRET_ENV] = 'set later';
    expect(resolve(GROUP, 'southern-cross-mazda-kia-mg-hobart')?.targets[1]).toEqual({
      kind: 'webhook',
      url: CRM_WEBHOOK,
      secret: 'set later',
    });
  });

  it('the other dealerships of the group are unchanged', () => {
    expect(siteTargetResolver([site], { [SECRET_ENV]: 'x' })(GROUP, 'southern-cross-kia-mg-frankston')).toEqual({
      targets: [
        { kind: 'email', to: 'frankston@southerncrossmotors.com.au', from: 'leads@southerncrossmotors.com.au' },
      ],
      problems: [],
    });
  });

  it('the secret never appears in a problem’s reason', () => {
    const resolve = siteTargetResolver([site], { SCM_GEELONG_CRM_SECRET: 'geelong' });
    const hobart = resolve(GROUP, 'southern-cross-mazda-kia-mg-hobart');
    expect(JSON.stringify(hobart?.problems)).not.toContain('geelong');
  });
});

describe('targetOfKind and jobTargetKinds', () => {
  const email = {
    kind: 'email',
    to: 'sales@harboursidetoyota.com.au',
    from: 'leads@harboursidetoyota.com.au',
  } as const;
  const webhook = { kind: 'webhook', url: CRM_WEBHOOK, secret: 'x' } as const;
  const problem = { kind: 'webhook', reason: 'the signing secret X is not set' } as const;

  it('an e-mail only: one job, for the e-mail', () => {
    const targets: DealershipTargets = { targets: [email], problems: [] };
    expect(jobTargetKinds(targets)).toEqual(['email']);
    expect(targetOfKind(targets, 'email')).toEqual(email);
    expect(targetOfKind(targets, 'webhook')).toBeNull();
  });

  it('an e-mail and a webhook: a job for each, e-mail first', () => {
    const targets: DealershipTargets = { targets: [webhook, email], problems: [] };
    expect(jobTargetKinds(targets)).toEqual(['email', 'webhook']);
    expect(targetOfKind(targets, 'webhook')).toEqual(webhook);
    expect(targetOfKind(targets, 'email')).toEqual(email);
  });

  it('a misconfigured webhook still gets its job (it waits, then parks), and its problem is what the job finds', () => {
    const targets: DealershipTargets = { targets: [email], problems: [problem] };
    expect(jobTargetKinds(targets)).toEqual(['email', 'webhook']);
    expect(targetOfKind(targets, 'webhook')).toEqual(problem);
  });

  it('a usable target is taken before a problem of the same kind', () => {
    expect(targetOfKind({ targets: [webhook], problems: [problem] }, 'webhook')).toEqual(webhook);
    expect(jobTargetKinds({ targets: [webhook], problems: [problem] })).toEqual(['webhook']);
  });

  it('nothing configured: no jobs', () => {
    expect(jobTargetKinds({ targets: [], problems: [] })).toEqual([]);
    expect(targetOfKind({ targets: [], problems: [] }, 'email')).toBeNull();
  });

  it('with the resolver: what the store enqueues is what the worker finds', () => {
    const site = groupWithCrm();
    const missing = siteTargetResolver([site], {})(GROUP, 'southern-cross-mazda-kia-mg-hobart')!;
    expect(jobTargetKinds(missing)).toEqual(['email', 'webhook']);
    expect(targetOfKind(missing, 'webhook')).toEqual({
      kind: 'webhook',
      reason: `the signing secret ${SECRET_ENV} is not set`,
    });
    const demoTargets = siteTargetResolver(SITES, {})('harbourside-toyota', null)!;
    expect(jobTargetKinds(demoTargets)).toEqual(['email']);
  });
});

describe('siteContexts', () => {
  it('the ADF vendor and provider of a served tenant; null for one that is not', () => {
    const contextFor = siteContexts(SITES);
    expect(contextFor(GROUP, 'southern-cross-mazda-kia-mg-hobart')).toMatchObject({
      site: { slug: GROUP, url: 'https://www.southerncrossmotors.com.au' },
      dealership: { slug: 'southern-cross-mazda-kia-mg-hobart', email: 'hobart@southerncrossmotors.com.au' },
      timeZone: 'Australia/Hobart',
    });
    expect(contextFor('no-such-tenant', null)).toBeNull();
  });
});
