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

const fingerprint = (env: NodeJS.ProcessEnv) =>
  tenantFingerprint('harbourside-toyota', {
    tenantsDir: TENANTS,
    site,
    sources: 'same sources',
    now: new Date('2026-11-29T01:00:00Z'),
    env,
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
});
