import { describe, expect, it } from 'vitest';
import { domainHostnames } from '../../../../src/server/hosts.ts';
import { tenantOfOrigin, tenantOfRequest } from '../../../../src/server/tenancy/origin.ts';
import type { ApiTenant } from '../../../../src/server/tenancy/api-tenant.ts';

const tenants: ApiTenant[] = [
  {
    slug: 'harbourside-toyota',
    name: 'Harbourside Toyota',
    domains: domainHostnames('https://www.harboursidetoyota.com.au'),
    dealerships: ['harbourside-toyota'],
    serviceLocations: [],
  },
];

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
