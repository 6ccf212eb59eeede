import * as v from 'valibot';
import type { SiteBucket } from './bucket.ts';

/** The object beside the site that says what the last publish put there; it is not a page. */
export const MANIFEST_PATH = '.publish-manifest.json';

const ManifestSchema = v.object({
  tenant: v.string(),
  publishedAt: v.string(),
  builtAt: v.string(),
  /** What the published site was built from: CI builds a tenant again only when its own differs. */
  fingerprint: v.optional(v.string()),
  /** Every file of the published site and its content's MD5. */
  files: v.record(v.string(), v.string()),
  /** Hashed assets the site dropped and kept for their grace period, with when they were dropped. */
  retired: v.record(v.string(), v.string()),
});

export type PublishManifest = v.InferOutput<typeof ManifestSchema>;

/** The manifest a bucket holds, or null when it holds none or one this version cannot read. */
function parseManifest(body: Uint8Array | null): PublishManifest | null {
  if (!body) return null;
  try {
    const parsed = v.safeParse(ManifestSchema, JSON.parse(new TextDecoder().decode(body)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * What the bucket says is live: publish reads it to plan the upload, and CI to see whether a
 * tenant changed since (a runner starts with no earlier build to compare with).
 */
export async function readManifest(bucket: SiteBucket): Promise<PublishManifest | null> {
  return parseManifest(await bucket.get(MANIFEST_PATH));
}
