import * as v from 'valibot';
import { doc, environmentVariable, httpUrl } from './fields.ts';

/** S3's bucket naming rules (which R2, GCS interoperability and MinIO share). */
const bucketName = v.pipe(
  v.string(),
  v.regex(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    'a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit',
  ),
  v.check((name) => !name.includes('..'), 'a bucket name without two dots in a row'),
);

const keyPrefix = v.pipe(
  v.string(),
  v.regex(/^(?:[A-Za-z0-9._-]+\/)*$/, 'a folder path such as "sites/harbourside/" (no leading slash, ending with /)'),
);

/**
 * Where `npm run publish` uploads the built site. Credentials are never here: the AWS SDK reads
 * them from the environment (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or a role).
 */
export const PublishSchema = v.strictObject({
  bucket: doc(bucketName, 'The bucket that holds the site, e.g. "harbourside-toyota-site".'),
  region: doc(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'a region such as "ap-southeast-2" (R2: "auto")')),
    'The bucket’s region, e.g. "ap-southeast-2"; "auto" for Cloudflare R2.',
  ),
  prefix: v.optional(
    doc(keyPrefix, 'A folder in the bucket for the site, e.g. "sites/harbourside/". Default: the bucket root.'),
    '',
  ),
  endpoint: v.optional(
    doc(
      httpUrl,
      'The S3-compatible endpoint when the bucket is not on AWS: Cloudflare R2, Google Cloud Storage (https://storage.googleapis.com) or MinIO.',
    ),
  ),
  invalidation: v.optional(
    doc(
      v.strictObject({
        urlEnv: doc(
          environmentVariable,
          'The environment variable holding the CDN’s invalidation hook URL (it carries a token, so it is a secret).',
        ),
      }),
      'A hook the publish calls (POST, JSON with the changed paths) so the CDN drops what it cached of them.',
    ),
  ),
});

export type PublishConfig = v.InferOutput<typeof PublishSchema>;
