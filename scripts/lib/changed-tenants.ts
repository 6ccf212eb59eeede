import pLimit from 'p-limit';
import { bucketAddress, s3SiteBucket, type SiteBucket } from '../../src/publish/bucket.ts';
import { MANIFEST_PATH, readManifest } from '../../src/publish/manifest.ts';
import type { PublishConfig } from '../../src/tenant/schema/publish.ts';
import { tenantFingerprint } from './fingerprint.ts';
import { type ReservedCarsLookup, reservedSlugsOf } from './reserved-cars.ts';
import { checkTenant } from './tenant-check.ts';

/** One job of CI's build matrix: a tenant to build, check and (when it has a bucket) publish. */
interface MatrixTenant {
  tenant: string;
  /** Why it is built, for the job's log. */
  reason: string;
  /** Whether it has a bucket to publish to (`publish` in its site.json). */
  publish: boolean;
  /** The bucket's region, for the credentials step; empty without a bucket. */
  region: string;
  /** The environment variable its CDN invalidation hook is read from; empty without one. */
  invalidationUrlEnv: string;
}

export type TenantDecision = ({ build: true } & MatrixTenant) | { build: false; tenant: string; reason: string };

export interface PlanOptions {
  tenantsDir: string;
  /** The shared sources' digest (sourcesDigest): a code change changes every fingerprint. */
  sources: string;
  now: Date;
  /** The API's host (API_ORIGIN) the build routes `/api/*` to: part of the fingerprint. */
  apiHost?: string | null;
  /**
   * Each tenant's cars reserved through its site, asked as the builds ask (RESERVED_CARS_API):
   * part of the fingerprint, so a new or ended reservation builds its tenant. Without it: not
   * known, as a build without the lookup records them.
   */
  reservedCars?: ReservedCarsLookup;
  /** Build every tenant, without reading a bucket. */
  force?: boolean;
  /** The bucket a tenant publishes to: by default the S3 driver `npm run publish` uses. */
  bucketFor?: (config: PublishConfig) => SiteBucket;
  /** Buckets read at a time; default 8. */
  concurrency?: number;
}

const short = (fingerprint: string) => fingerprint.slice(0, 12);
const reasonOf = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

/** Whether the live site was built from what the tenant's build would be made of now. */
async function compareWithLive(
  fingerprint: string,
  config: PublishConfig,
  bucket: SiteBucket,
): Promise<{ changed: boolean; reason: string }> {
  const where = bucketAddress(config);
  let manifest;
  try {
    manifest = await readManifest(bucket);
  } catch (error) {
    // building costs minutes; skipping a changed tenant would leave its site stale until the next change
    return {
      changed: true,
      reason: `${where} could not be read (${reasonOf(error)}), so it is built in case it changed`,
    };
  }
  if (!manifest) return { changed: true, reason: `not published yet: ${where} holds no readable ${MANIFEST_PATH}` };
  if (!manifest.fingerprint)
    return { changed: true, reason: `the live site (${where}) records no fingerprint of what it was built from` };
  if (manifest.fingerprint !== fingerprint)
    return {
      changed: true,
      reason: `changed since the live site was built (fingerprint ${short(fingerprint)} now, ${short(manifest.fingerprint)} live)`,
    };
  return { changed: false, reason: `unchanged: the live site was built from the same inputs (${short(fingerprint)})` };
}

/**
 * Which tenants CI builds: each one whose current fingerprint (its files, the code, its day,
 * the cars reservations through its site hold) differs from the one the live site's manifest
 * records, one not published yet, one whose bucket cannot be read, and one with no bucket
 * (built and checked, never published). `force` builds them all.
 */
export async function planTenants(slugs: readonly string[], options: PlanOptions): Promise<TenantDecision[]> {
  const bucketFor = options.bucketFor ?? ((config: PublishConfig) => s3SiteBucket(config));
  const limit = pLimit(options.concurrency ?? 8);
  return Promise.all(
    slugs.map((tenant) =>
      limit(async (): Promise<TenantDecision> => {
        const check = checkTenant(tenant, options.tenantsDir);
        const build = (reason: string, config?: PublishConfig): TenantDecision => ({
          build: true,
          tenant,
          reason,
          publish: Boolean(config),
          region: config?.region ?? '',
          invalidationUrlEnv: config?.invalidation?.urlEnv ?? '',
        });
        // its build stops on the config and prints every problem
        if (!check.ok) return build(`invalid config (${check.problems.length} problems): its build reports them`);
        const config = check.site.publish;
        if (options.force) return build('forced (--force)', config);
        if (!config) return build('no "publish" settings: built and checked, not published');
        const reserved = options.reservedCars ? await options.reservedCars(check.site) : null;
        const fingerprint = tenantFingerprint(tenant, {
          tenantsDir: options.tenantsDir,
          site: check.site,
          sources: options.sources,
          now: options.now,
          apiHost: options.apiHost,
          reservedCars: reserved ? reservedSlugsOf(reserved) : null,
        });
        const live = await compareWithLive(fingerprint, config, bucketFor(config));
        return live.changed ? build(live.reason, config) : { build: false, tenant, reason: live.reason };
      }),
    ),
  );
}

/** The matrix GitHub Actions reads with fromJSON: `{"include":[{"tenant":…},…]}`, one line. */
export function buildMatrix(decisions: readonly TenantDecision[]): string {
  const include = decisions.flatMap((d): MatrixTenant[] =>
    d.build
      ? [
          {
            tenant: d.tenant,
            reason: d.reason,
            publish: d.publish,
            region: d.region,
            invalidationUrlEnv: d.invalidationUrlEnv,
          },
        ]
      : [],
  );
  return JSON.stringify({ include });
}
