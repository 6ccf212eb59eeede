import { describe, expect, it } from 'vitest';
import { domainHostnames, matchHost, parseHost, type ServedTenant } from '../../../src/server/hosts.ts';

const harbourside: ServedTenant = {
  slug: 'harbourside-toyota',
  name: 'Harbourside Toyota',
  domains: domainHostnames('https://www.harboursidetoyota.com.au'),
  servedLocally: true,
};
const outback: ServedTenant = {
  slug: 'outback-rv',
  name: 'Outback RV',
  domains: domainHostnames('https://outbackrv.com.au/'),
  servedLocally: true,
};
const tenants = [harbourside, outback];

describe('parseHost', () => {
  it.each([
    ['harbourside-toyota.localhost:4321', 'harbourside-toyota.localhost', 4321],
    ['Harbourside-Toyota.LOCALHOST', 'harbourside-toyota.localhost', undefined],
    ['www.harboursidetoyota.com.au.', 'www.harboursidetoyota.com.au', undefined],
    ['[::1]:4321', '::1', 4321],
    ['127.0.0.1:8080', '127.0.0.1', 8080],
    ['', '', undefined],
  ])('%j → %s port %s', (header, hostname, port) => {
    expect(parseHost(header)).toEqual({ hostname, port });
  });
});

describe('domainHostnames', () => {
  it('answers with and without www', () => {
    expect(domainHostnames('https://www.harboursidetoyota.com.au')).toEqual([
      'www.harboursidetoyota.com.au',
      'harboursidetoyota.com.au',
    ]);
    expect(domainHostnames('https://outbackrv.com.au/')).toEqual(['outbackrv.com.au', 'www.outbackrv.com.au']);
  });
  it('gives nothing for a value that is not a URL', () => {
    expect(domainHostnames('not a url')).toEqual([]);
  });
});

describe('matchHost', () => {
  it('picks the tenant from <slug>.localhost with or without a port', () => {
    expect(matchHost('harbourside-toyota.localhost:4321', tenants)).toEqual({ kind: 'tenant', tenant: harbourside });
    expect(matchHost('outback-rv.localhost', tenants)).toEqual({ kind: 'tenant', tenant: outback });
  });

  it('only a tenant served locally (the development servers) answers at <slug>.localhost', () => {
    const deployed = tenants.map((tenant) => ({ ...tenant, servedLocally: false }));
    expect(matchHost('harbourside-toyota.localhost:4321', deployed)).toEqual({
      kind: 'unknown',
      hostname: 'harbourside-toyota.localhost',
    });
    expect(matchHost('www.harboursidetoyota.com.au', deployed)).toMatchObject({ kind: 'tenant' });
  });

  it('picks the tenant from its production host name', () => {
    expect(matchHost('www.harboursidetoyota.com.au', tenants)).toEqual({ kind: 'tenant', tenant: harbourside });
    expect(matchHost('harboursidetoyota.com.au:443', tenants)).toEqual({ kind: 'tenant', tenant: harbourside });
    expect(matchHost('www.outbackrv.com.au', tenants)).toEqual({ kind: 'tenant', tenant: outback });
  });

  it('treats the bare loopback names as the tenant index', () => {
    for (const host of ['localhost:4321', '127.0.0.1:4321', '[::1]:4321', undefined]) {
      expect(matchHost(host, tenants)).toEqual({ kind: 'bare' });
    }
  });

  it('reports any other host as unknown', () => {
    expect(matchHost('nobody.localhost:4321', tenants)).toEqual({ kind: 'unknown', hostname: 'nobody.localhost' });
    expect(matchHost('www.example.com', tenants)).toEqual({ kind: 'unknown', hostname: 'www.example.com' });
    // a slug is only a tenant as the label right before .localhost
    expect(matchHost('x.harbourside-toyota.localhost', tenants).kind).toBe('unknown');
  });
});
