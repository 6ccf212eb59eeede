// npm run plan:tenants' work: which tenants CI builds, from what the buckets of a real
// S3-compatible server on loopback say is live.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMatrix, planTenants, type PlanOptions } from '../../scripts/lib/changed-tenants.ts';
import { tenantFingerprint } from '../../scripts/lib/fingerprint.ts';
import { checkTenant } from '../../scripts/lib/tenant-check.ts';
import { CDN_FILES } from '../../src/build/cdn-files.ts';
import { s3SiteBucket } from '../../src/publish/bucket.ts';
import { publishSite } from '../../src/publish/publish-site.ts';
import type { PublishConfig } from '../../src/tenant/schema/publish.ts';
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from '../support/s3-server.ts';
import { makeProject } from '../support/tenant-fixture.ts';

/** 10:00 in Perth and Sydney on 25 November. */
const NOW = new Date('2026-11-25T02:00:00Z');
const SOURCES = 'digest of the shared sources';
const FEED = 'outback-rv';
const TOYOTA = 'harbourside-toyota';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.stop());

let project: ReturnType<typeof makeProject>;
let bucketCount = 0;
const buckets = new Map<string, string>();

/** Each tenant publishes to a bucket of its own on the local server; outback-rv's stock is a feed file. */
beforeEach(async () => {
  project = makeProject();
  for (const slug of [FEED, TOYOTA]) {
    const bucket = `plan-${++bucketCount}`;
    await s3.createBucket(bucket);
    buckets.set(slug, bucket);
    project.copyTenant(slug, (site) => {
      site.publish = {
        ...(site.publish as object),
        bucket,
        region: 'us-east-1',
        prefix: 'site/',
        endpoint: s3.endpoint,
      };
      if (slug === FEED) site.inventory = { source: 'file', path: 'stock.json' };
    });
  }
  writeFeed('[]');
});
afterEach(() => project.cleanup());

function writeFeed(body: string): void {
  writeFileSync(join(project.tenantsDir, FEED, 'stock.json'), body);
}

const bucketFor = (config: PublishConfig) => s3SiteBucket(config, { credentials: LOCAL_S3_CREDENTIALS });
const options = (extra: Partial<PlanOptions> = {}): PlanOptions => ({
  tenantsDir: project.tenantsDir,
  sources: SOURCES,
  now: NOW,
  bucketFor,
  ...extra,
});

function validSite(slug: string) {
  const check = checkTenant(slug, project.tenantsDir);
  if (!check.ok) throw new Error(check.problems.join('\n'));
  return check.site;
}

/** Publishes a small site built from the tenant's current inputs, as CI's publish step does. */
async function publishCurrent(slug: string): Promise<string> {
  const site = validSite(slug);
  const fingerprint = tenantFingerprint(slug, {
    tenantsDir: project.tenantsDir,
    site,
    sources: SOURCES,
    now: NOW,
    reservedCars: null,
  });
  const siteDir = mkdtempSync(join(tmpdir(), 'plan-site-'));
  try {
    mkdirSync(join(siteDir, '_cdn'));
    writeFileSync(join(siteDir, 'index.html'), `<!doctype html><title>${slug}</title>`);
    writeFileSync(
      join(siteDir, CDN_FILES.buildRecord),
      JSON.stringify({ tenant: slug, builtAt: NOW.toISOString(), fingerprint }),
    );
    if (!site.publish) throw new Error(`${slug} has no publish settings`);
    // no CDN to tell here
    const config = { ...site.publish, invalidation: undefined };
    await publishSite({ slug, siteDir, config, bucket: bucketFor(config), now: NOW, log: () => {} });
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
  return fingerprint;
}

const planned = async (extra: Partial<PlanOptions> = {}) =>
  (await planTenants([FEED, TOYOTA], options(extra))).filter((d) => d.build).map((d) => d.tenant);

describe('planTenants', () => {
  it('leaves a tenant whose live site was built from its current inputs, and builds one never published', async () => {
    const fingerprint = await publishCurrent(FEED);
    const decisions = await planTenants([FEED, TOYOTA], options());
    expect(decisions).toEqual([
      {
        build: false,
        tenant: FEED,
        reason: `unchanged: the live site was built from the same inputs (${fingerprint.slice(0, 12)})`,
      },
      {
        build: true,
        tenant: TOYOTA,
        reason: `not published yet: s3://${buckets.get(TOYOTA)}/site/ holds no readable .publish-manifest.json`,
        publish: true,
        region: 'us-east-1',
        invalidationUrlEnv: 'HARBOURSIDE_TOYOTA_CDN_HOOK',
      },
    ]);
  });

  it('builds the tenant whose feed changed since it was published, and only that one', async () => {
    await publishCurrent(FEED);
    await publishCurrent(TOYOTA);
    expect(await planned()).toEqual([]);
    writeFeed('[{"id": 1}]');
    const [feed] = await planTenants([FEED], options());
    expect(feed).toMatchObject({ build: true, tenant: FEED, publish: true });
    expect(feed?.reason).toMatch(/^changed since the live site was built \(fingerprint \w{12} now, \w{12} live\)$/);
    expect(await planned()).toEqual([FEED]);
  });

  it('builds a tenant whose stock is a feed over HTTP at every run: the feed may change with nothing here changing', async () => {
    const site = join(project.tenantsDir, TOYOTA, 'site.json');
    const raw = JSON.parse(readFileSync(site, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      site,
      JSON.stringify({ ...raw, inventory: { source: 'url', url: 'https://feeds.example.com/stock.json' } }),
    );
    await publishCurrent(FEED);
    await publishCurrent(TOYOTA);
    expect(await planned({ now: new Date(NOW.getTime() + 60_000) })).toEqual([TOYOTA]);
  });

  it('builds every tenant on a new day, when the code or the API_ORIGIN changed, and when forced', async () => {
    await publishCurrent(FEED);
    await publishCurrent(TOYOTA);
    expect(await planned({ now: new Date(NOW.getTime() + 86_400_000) })).toEqual([FEED, TOYOTA]);
    expect(await planned({ sources: 'another digest' })).toEqual([FEED, TOYOTA]);
    // the CDN's /api/* routing names the API: a new API_ORIGIN is a new build
    expect(await planned({ apiHost: 'api.example.net' })).toEqual([FEED, TOYOTA]);
    expect(await planned({ apiHost: null })).toEqual([]);
    const forced = await planTenants([FEED, TOYOTA], options({ force: true }));
    expect(forced.map((d) => [d.tenant, d.build, d.reason])).toEqual([
      [FEED, true, 'forced (--force)'],
      [TOYOTA, true, 'forced (--force)'],
    ]);
  });

  it('builds a tenant whose bucket cannot be read, and says why', async () => {
    await publishCurrent(FEED);
    project.copyTenant(FEED, (site) => {
      site.inventory = { source: 'file', path: 'stock.json' };
      site.publish = { bucket: 'no-such-bucket', region: 'us-east-1', endpoint: s3.endpoint };
    });
    const [feed] = await planTenants([FEED], options());
    expect(feed).toMatchObject({ build: true, publish: true });
    expect(feed?.reason).toMatch(
      /^s3:\/\/no-such-bucket\/ could not be read \(.+\), so it is built in case it changed$/,
    );
  });

  it('builds and checks a tenant without publish settings, marked as not to publish', async () => {
    project.copyTenant(TOYOTA, (site) => delete site.publish);
    const [toyota] = await planTenants([TOYOTA], options());
    expect(toyota).toEqual({
      build: true,
      tenant: TOYOTA,
      reason: 'no "publish" settings: built and checked, not published',
      publish: false,
      region: '',
      invalidationUrlEnv: '',
    });
  });
});

describe('buildMatrix', () => {
  it('is the matrix GitHub Actions reads: the tenants to build, with what their jobs need', async () => {
    await publishCurrent(FEED);
    const matrix = JSON.parse(buildMatrix(await planTenants([FEED, TOYOTA], options()))) as unknown;
    expect(matrix).toEqual({
      include: [
        {
          tenant: TOYOTA,
          reason: expect.stringContaining('not published yet') as string,
          publish: true,
          region: 'us-east-1',
          invalidationUrlEnv: 'HARBOURSIDE_TOYOTA_CDN_HOOK',
        },
      ],
    });
  });

  it('is an empty include list, on one line, when nothing changed', () => {
    expect(buildMatrix([{ build: false, tenant: FEED, reason: 'unchanged' }])).toBe('{"include":[]}');
  });
});
