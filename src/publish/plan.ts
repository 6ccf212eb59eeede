import { isHashedAsset, PHASES, type Phase, type SiteFile } from './site-files.ts';

/** What the bucket holds under the site's prefix: each path and its content's MD5. */
export type BucketContents = ReadonlyMap<string, string>;

/** The hashed assets a build no longer has, with when a publish first found them dropped. */
export type RetiredAssets = Readonly<Record<string, string>>;

export interface PlanOptions {
  now: Date;
  /** How long a dropped hashed asset stays: pages a CDN or a browser cached may still ask for it. */
  graceDays: number;
  /** The largest share of the bucket's files one publish may delete without being told to. */
  maxDeleteShare: number;
  allowDeletes: boolean;
}

export interface PublishPlan {
  /** The files to upload, phase by phase in PHASES order. */
  uploads: { phase: Phase; files: SiteFile[] }[];
  unchanged: number;
  /** Paths to delete once everything is up. */
  deletes: string[];
  /** Dropped hashed assets kept for now, to record in the manifest. */
  retired: Record<string, string>;
}

export class PlanRefused extends Error {}

const DAY_MS = 86_400_000;

/**
 * What a publish does to make the bucket hold the built site: upload what is new or changed
 * (assets first), delete what the build no longer has last, keeping dropped hashed assets for
 * a grace period, and refusing to delete more than a set share of the bucket unless allowed.
 */
export function planPublish(
  files: readonly SiteFile[],
  bucket: BucketContents,
  retiredBefore: RetiredAssets,
  options: PlanOptions,
): PublishPlan {
  const changed = files.filter((file) => bucket.get(file.path) !== file.md5);
  const uploads = PHASES.map((phase) => ({ phase, files: changed.filter((file) => file.phase === phase) })).filter(
    (step) => step.files.length > 0,
  );
  const built = new Set(files.map((file) => file.path));
  const deletes: string[] = [];
  const retired: Record<string, string> = {};
  for (const path of bucket.keys()) {
    if (built.has(path)) continue;
    if (!isHashedAsset(path)) {
      deletes.push(path);
      continue;
    }
    const since = retiredBefore[path] ?? options.now.toISOString();
    if (options.now.getTime() - Date.parse(since) >= options.graceDays * DAY_MS) deletes.push(path);
    else retired[path] = since;
  }
  deletes.sort();
  if (!options.allowDeletes && bucket.size > 0 && deletes.length / bucket.size > options.maxDeleteShare) {
    throw new PlanRefused(
      `the publish would delete ${deletes.length} of the ${bucket.size} files in the bucket, more than ${Math.round(options.maxDeleteShare * 100)}%: check that dist/ holds the whole site, or pass --allow-deletes`,
    );
  }
  return { uploads, unchanged: files.length - changed.length, deletes, retired };
}
