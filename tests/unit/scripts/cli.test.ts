import { describe, expect, it } from 'vitest';
import { parseTenantArgs, selectTenants, UsageError } from '../../../scripts/lib/cli.ts';

describe('parseTenantArgs', () => {
  it('collects repeated, comma-separated and = forms, once each', () => {
    expect(parseTenantArgs(['--tenant', 'a', '--tenant=b,c', '-t', 'a', '--verbose'])).toEqual({
      tenants: ['a', 'b', 'c'],
      rest: ['--verbose'],
    });
  });

  it('refuses --tenant without a slug', () => {
    expect(() => parseTenantArgs(['--tenant'])).toThrow(UsageError);
    expect(() => parseTenantArgs(['--tenant', '--other'])).toThrow('--tenant needs a tenant slug');
  });
});

describe('selectTenants', () => {
  const known = ['drivewise-online', 'harbourside-toyota'];
  it('means every tenant when none is asked for', () => {
    expect(selectTenants([], known)).toEqual(known);
  });
  it('keeps the order asked for', () => {
    expect(selectTenants(['harbourside-toyota', 'drivewise-online'], known)).toEqual([
      'harbourside-toyota',
      'drivewise-online',
    ]);
  });
  it('names an unknown tenant and lists the real ones', () => {
    expect(() => selectTenants(['harbourside'], known)).toThrow(
      'Unknown tenant "harbourside": tenants are drivewise-online, harbourside-toyota',
    );
  });
});
