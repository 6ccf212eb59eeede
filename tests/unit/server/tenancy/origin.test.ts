import { describe, expect, it } from 'vitest';
import { domainHostnames } from '../../../../src/server/hosts.ts';
import { tenantOfOrigin, tenantOfRequest } from '../../../../src/server/tenancy/origin.ts';
import type { ApiTenant } from '../../../../src/server/tenancy/api-tenant.ts';

const tenants: ApiTenant[] = [
  {
    slug: 'harbourside-toyota',
    name: 'Harbourside Toyota',
    domains: domainHostnames('https://www.harboursidetoyota.com.au'),
    servedLocally: true,
    dealerships: ['harbourside-toyota'],
    dealershipIds: [1101],
    serviceLocations: [],
  },
];

/** The same tenant as a deployment serves it: at its domain only. */
const deployed: ApiTenant[] = tenants.map((tenant) => ({ ...tenant, servedLocally: false }));

describe('which tenant a lead request is for', () => {
  it.each([
    ['http://harbourside-toyota.localhost:4321', 'harbourside-toyota'],
    ['http://Harbourside-Toyota.localhost', 'harbourside-toyota'],
    ['https://harbourside-toyota.localhost:4399', 'harbourside-toyota'],
    ['https://www.harboursidetoyota.com.au', 'harbourside-toyota'],
    ['https://harboursidetoyota.com.au', 'harbourside-toyota'],
    ['http://www.harboursidetoyota.com.au', null],
    ['https://harboursidetoyota.com.au.evil.example', null],
    ['https://evil.example', null],
    ['http://localhost:4321', null],
    ['null', null],
    ['', null],
    ['ftp://harbourside-toyota.localhost', null],
  ])('Origin %j → %s', (origin, slug) => expect(tenantOfOrigin(origin, tenants)?.slug ?? null).toBe(slug));

  it.each([
    'http://harbourside-toyota.localhost:4321',
    'https://harbourside-toyota.localhost',
    'http://harbourside-toyota.localhost:8080',
  ])('in a deployment, %s is no tenant’s page: only the development servers serve <slug>.localhost', (origin) => {
    expect(tenantOfOrigin(origin, deployed)).toBeNull();
    expect(tenantOfRequest(origin, 'www.harboursidetoyota.com.au', deployed)).toEqual({ ok: false, reason: 'origin' });
    expect(tenantOfRequest(undefined, new URL(origin).host, deployed)).toEqual({ ok: false, reason: 'host' });
    expect(tenantOfOrigin('https://www.harboursidetoyota.com.au', deployed)?.slug).toBe('harbourside-toyota');
  });

  it('an Origin decides; without one, the Host must name a tenant', () => {
    expect(tenantOfRequest('https://evil.example', 'harbourside-toyota.localhost', tenants)).toEqual({
      ok: false,
      reason: 'origin',
    });
    expect(tenantOfRequest(undefined, 'www.harboursidetoyota.com.au', tenants)).toMatchObject({ ok: true });
    expect(tenantOfRequest(undefined, '127.0.0.1:8787', tenants)).toEqual({ ok: false, reason: 'host' });
    expect(tenantOfRequest(undefined, undefined, tenants)).toEqual({ ok: false, reason: 'host' });
  });
});
