import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { PublishConfig } from '../tenant/schema/publish.ts';

interface ObjectMetadata {
  contentType: string;
  cacheControl: string;
  /** Hex MD5 of the body: the store checks the upload against it. */
  md5: string;
}

/**
 * A site's folder in object storage, by paths under the site's root. The S3 driver below is
 * the real one (AWS, Cloudflare R2, Google Cloud Storage interoperability, MinIO).
 */
export interface SiteBucket {
  /** Every object under the site's prefix: its path and its content's MD5. */
  list(): Promise<Map<string, string>>;
  put(path: string, body: Uint8Array, metadata: ObjectMetadata): Promise<void>;
  /** The object's content, or null when there is none. */
  get(path: string): Promise<Uint8Array | null>;
  delete(paths: readonly string[]): Promise<void>;
}

/** Where a site lives, as messages name it: `s3://bucket/prefix/`. */
export const bucketAddress = (config: PublishConfig) => `s3://${config.bucket}/${config.prefix ?? ''}`;

/** S3 deletes at most 1,000 keys a request. */
const DELETE_BATCH = 1000;
/** The SDK retries throttling, server errors and dropped connections with jittered back-off. */
const MAX_ATTEMPTS = 5;

/** An object's ETag is the MD5 of its content when it was put in one part, as every upload here is. */
const md5OfEtag = (etag: string | undefined) => (etag ?? '').replace(/"/g, '').toLowerCase();

export function s3SiteBucket(config: PublishConfig, clientConfig: S3ClientConfig = {}): SiteBucket {
  const client = new S3Client({
    region: config.region,
    maxAttempts: MAX_ATTEMPTS,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...clientConfig,
  });
  const prefix = config.prefix ?? '';
  const Bucket = config.bucket;
  return {
    async list() {
      const objects = new Map<string, string>();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? [])
          if (object.Key) objects.set(object.Key.slice(prefix.length), md5OfEtag(object.ETag));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return objects;
    },
    async put(path, body, metadata) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: prefix + path,
          Body: body,
          ContentType: metadata.contentType,
          CacheControl: metadata.cacheControl,
          ContentMD5: Buffer.from(metadata.md5, 'hex').toString('base64'),
        }),
      );
    },
    async get(path) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: prefix + path }));
        return object.Body ? await object.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(paths) {
      for (let i = 0; i < paths.length; i += DELETE_BATCH) {
        const batch = paths.slice(i, i + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((path) => ({ Key: prefix + path })), Quiet: true },
          }),
        );
        const failed = result.Errors?.[0];
        if (failed) throw new Error(`could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
      }
    },
  };
}
