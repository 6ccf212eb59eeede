import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { type BuildRecord, CDN_FILES, readBuildRecord } from '../build/cdn-files.ts';
import type { PublishConfig } from '../tenant/schema/publish.ts';
import { bucketAddress, type SiteBucket } from './bucket.ts';
import { MANIFEST_PATH, readManifest, type PublishManifest } from './manifest.ts';
import { PlanRefused, planPublish, type PublishPlan } from './plan.ts';
import { contentTypeOf, listSiteFiles, md5Hex, type SiteFile } from './site-files.ts';

export interface PublishOptions {
  slug: string;
  /** dist/<slug>: the built site. */
  siteDir: string;
  config: PublishConfig;
  bucket: SiteBucket;
  dryRun?: boolean;
  allowDeletes?: boolean;
  now?: Date;
  /** Default 7 days. */
  graceDays?: number;
  /** Default half the bucket. */
  maxDeleteShare?: number;
  /** Uploads at a time; default 16. */
  concurrency?: number;
  env?: Readonly<Record<string, string | undefined>>;
  log?: (line: string) => void;
}

export interface PublishResult {
  uploaded: number;
  bytes: number;
  deleted: number;
  unchanged: number;
  seconds: number;
}

/** A publish that stopped: its message names the tenant and, where one is to blame, the file. */
export class PublishError extends Error {}

/** What went wrong, in words for the message that names the tenant and the file. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A page's address from its file: `cars/x/index.html` is `/cars/x/`. */
const addressOf = (path: string) => `/${path.replace(/(^|\/)index\.html$/, '$1')}`;

/** Refuses a folder that is not a whole build of this tenant. */
function checkBuiltSite(slug: string, siteDir: string): BuildRecord {
  if (!existsSync(join(siteDir, 'index.html')))
    throw new PublishError(`${slug}: ${siteDir} has no index.html; build it first (npm run build -- --tenant ${slug})`);
  const record = readBuildRecord(siteDir);
  if (!record)
    throw new PublishError(
      `${slug}: ${siteDir} has no ${CDN_FILES.buildRecord}; rebuild it (npm run build -- --tenant ${slug})`,
    );
  if (record.tenant !== slug)
    throw new PublishError(`${slug}: ${siteDir} was built for ${record.tenant}, not ${slug}; refusing to publish it`);
  return record;
}

function invalidationUrl(options: PublishOptions): string | null {
  const name = options.config.invalidation?.urlEnv;
  if (!name) return null;
  const url = (options.env ?? process.env)[name];
  if (!url) throw new PublishError(`${options.slug}: ${name} is not set; it must hold the CDN invalidation hook's URL`);
  return url;
}

function describePlan(slug: string, plan: PublishPlan, log: (line: string) => void): void {
  for (const step of plan.uploads) for (const file of step.files) log(`  upload (${step.phase}) ${file.path}`);
  for (const path of plan.deletes) log(`  delete ${path}`);
  for (const path of Object.keys(plan.retired)) log(`  keep (dropped since ${plan.retired[path]}) ${path}`);
  const uploads = plan.uploads.reduce((sum, step) => sum + step.files.length, 0);
  log(`${slug}: would upload ${uploads}, delete ${plan.deletes.length}, leave ${plan.unchanged} unchanged`);
}

/**
 * Makes the tenant's bucket hold its built site: new and changed files go up phase by phase
 * (assets, data, pages, sitemaps), so every page in the bucket, old or new, finds its assets;
 * deletions and the manifest come last, so a publish stopped midway leaves the old site whole
 * and the next one resumes it. The CDN's invalidation hook, if any, hears of the changed paths.
 */
export async function publishSite(options: PublishOptions): Promise<PublishResult> {
  const started = performance.now();
  const { slug, bucket } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const record = checkBuiltSite(slug, options.siteDir);
  const hook = invalidationUrl(options);
  const now = options.now ?? new Date();

  const files = listSiteFiles(options.siteDir);
  const where = bucketAddress(options.config);
  let contents: Map<string, string>;
  let previous: PublishManifest | null;
  try {
    contents = await bucket.list();
    previous = await readManifest(bucket);
  } catch (error) {
    throw new PublishError(`${slug}: reading ${where} failed: ${reasonOf(error)}`, {
      cause: error,
    });
  }
  contents.delete(MANIFEST_PATH);
  let plan: PublishPlan;
  try {
    plan = planPublish(files, contents, previous?.retired ?? {}, {
      now,
      graceDays: options.graceDays ?? 7,
      maxDeleteShare: options.maxDeleteShare ?? 0.5,
      allowDeletes: options.allowDeletes ?? false,
    });
  } catch (error) {
    if (error instanceof PlanRefused) throw new PublishError(`${slug}: ${error.message}`, { cause: error });
    throw error;
  }
  if (options.dryRun) {
    describePlan(slug, plan, log);
    return {
      uploaded: 0,
      bytes: 0,
      deleted: 0,
      unchanged: plan.unchanged,
      seconds: (performance.now() - started) / 1000,
    };
  }

  const limit = pLimit(options.concurrency ?? 16);
  let uploaded = 0;
  let bytes = 0;
  const upload = async (file: SiteFile) => {
    try {
      await bucket.put(file.path, readFileSync(join(options.siteDir, file.path)), file);
    } catch (error) {
      // nothing more goes up once one upload failed: deletions and the manifest must not follow
      limit.clearQueue();
      const reason = reasonOf(error);
      throw new PublishError(
        `${slug}: uploading ${file.path} failed: ${reason}; the bucket still serves the previous site`,
        { cause: error },
      );
    }
    uploaded++;
    bytes += file.size;
  };
  for (const step of plan.uploads) {
    await Promise.all(step.files.map((file) => limit(() => upload(file))));
    log(`${slug}: ${step.phase}: ${step.files.length} uploaded`);
  }
  if (plan.deletes.length) {
    try {
      await bucket.delete(plan.deletes);
    } catch (error) {
      throw new PublishError(`${slug}: deleting old files failed: ${reasonOf(error)}`, {
        cause: error,
      });
    }
  }
  const manifest: PublishManifest = {
    tenant: slug,
    publishedAt: now.toISOString(),
    builtAt: record.builtAt,
    fingerprint: record.fingerprint,
    files: Object.fromEntries(files.map((file) => [file.path, file.md5])),
    retired: plan.retired,
  };
  const body = new TextEncoder().encode(`${JSON.stringify(manifest, null, 1)}\n`);
  await bucket.put(MANIFEST_PATH, body, {
    contentType: contentTypeOf(MANIFEST_PATH),
    cacheControl: 'no-store',
    md5: md5Hex(body),
  });

  const changedPaths = [...plan.uploads.flatMap((step) => step.files.map((file) => file.path)), ...plan.deletes].map(
    addressOf,
  );
  if (hook && changedPaths.length) await callInvalidationHook(slug, hook, changedPaths);
  return {
    uploaded,
    bytes,
    deleted: plan.deletes.length,
    unchanged: plan.unchanged,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Tells the CDN which paths changed; the site is already published, so a failure says so. */
async function callInvalidationHook(slug: string, url: string, paths: readonly string[]): Promise<void> {
  let status: number;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tenant: slug, paths }),
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
  } catch (error) {
    throw new PublishError(
      `${slug}: published, but the CDN invalidation hook could not be reached (${reasonOf(error)}); the CDN may serve cached pages until they expire`,
      { cause: error },
    );
  }
  if (status < 200 || status >= 300)
    throw new PublishError(
      `${slug}: published, but the CDN invalidation hook answered ${status}; the CDN may serve cached pages until they expire`,
    );
}
