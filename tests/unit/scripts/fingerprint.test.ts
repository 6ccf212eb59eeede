import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tenantFingerprint } from '../../../scripts/lib/fingerprint.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';

const TENANTS = join(import.meta.dirname, '../../../tenants');
const site = JSON.parse(readFileSync(join(TENANTS, 'harbourside-toyota/site.json'), 'utf8')) as Pick<
  Site,
  'inventory' | 'locations'
>;

const fingerprint = (env: NodeJS.ProcessEnv, reservedCars: readonly string[] | null = ['car-a']) =>
  tenantFingerprint('harbourside-toyota', {
    tenantsDir: TENANTS,
    site,
    sources: 'same sources',
    now: new Date('2026-11-29T01:00:00Z'),
    env,
    reservedCars,
  });

describe('a tenant’s build fingerprint', () => {
  it('is the same for the same inputs', () => {
    expect(fingerprint({ TEST_PAYMENTS_PORT: '4330' })).toBe(fingerprint({ TEST_PAYMENTS_PORT: '4330' }));
  });

  it('changes with the payment processor the pages’ policy lets in: a build for another one is not skipped', () => {
    const test = fingerprint({});
    expect(fingerprint({ TEST_PAYMENTS_PORT: '4331' })).not.toBe(test);
    expect(fingerprint({ TEST_PAYMENTS_URL: 'https://payments.example.test' })).not.toBe(test);
    expect(
      fingerprint({
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).not.toBe(test);
  });

  it('changes with the cars reservations through the site hold: a new or ended reservation rebuilds the tenant', () => {
    const env = { TEST_PAYMENTS_PORT: '4330' };
    const one = fingerprint(env, ['car-a']);
    expect(fingerprint(env, ['car-a', 'car-b'])).not.toBe(one);
    expect(fingerprint(env, [])).not.toBe(one);
    expect(fingerprint(env, ['car-b'])).not.toBe(one);
    // the same cars, however the API listed them
    expect(fingerprint(env, ['car-b', 'car-a', 'car-a'])).toBe(fingerprint(env, ['car-a', 'car-b']));
  });

  it('records reserved cars that were not known apart from none: a build that learns them rebuilds', () => {
    const env = { TEST_PAYMENTS_PORT: '4330' };
    const unknown = fingerprint(env, null);
    expect(fingerprint(env, null)).toBe(unknown);
    expect(fingerprint(env, [])).not.toBe(unknown);
    expect(fingerprint(env, ['car-a'])).not.toBe(unknown);
  });
});
