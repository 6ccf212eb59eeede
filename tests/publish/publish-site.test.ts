// npm run publish's work, against a real S3-compatible server on loopback.
import { createServer, type IncomingMessage } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CDN_FILES } from '../../src/build/cdn-files.ts';
import { IMMUTABLE, REVALIDATE } from '../../src/build/response-headers.ts';
import { s3SiteBucket, type SiteBucket } from '../../src/publish/bucket.ts';
import { MANIFEST_PATH } from '../../src/publish/manifest.ts';
import { publishSite, PublishError, type PublishOptions } from '../../src/publish/publish-site.ts';
import type { PublishConfig } from '../../src/tenant/schema/publish.ts';
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from '../support/s3-server.ts';

const SLUG = 'harbourside-toyota';
const DAY_MS = 86_400_000;

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.stop());

let bucketCount = 0;
let config: PublishConfig;
let bucket: SiteBucket;
let siteDir: string;
let logged: string[];

beforeEach(async () => {
  const name = `site-${++bucketCount}`;
  await s3.createBucket(name);
  config = { bucket: name, region: 'us-east-1', prefix: 'sites/harbourside/', endpoint: s3.endpoint };
  bucket = s3SiteBucket(config, { credentials: LOCAL_S3_CREDENTIALS });
  siteDir = mkdtempSync(join(tmpdir(), 'publish-site-'));
  logged = [];
});
afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

/** A built site: each page links the hashed script its build made. */
function writeSite(files: Record<string, string>, tenant = SLUG): void {
  rmSync(siteDir, { recursive: true, force: true });
  const all = {
    [CDN_FILES.buildRecord]: JSON.stringify({ tenant, builtAt: '2026-11-25T01:00:00.000Z', fingerprint: 'f1' }),
    [CDN_FILES.headers]: '/*\n  X-Content-Type-Options: nosniff\n',
    [CDN_FILES.cloudFrontPolicy]: '{}',
    [CDN_FILES.cloudFrontApiBehavior]: '{}',
    [CDN_FILES.redirects]: '/api/*  https://api.example.net/api/:splat  200\n',
    ...files,
  };
  for (const [path, body] of Object.entries(all)) {
    const full = join(siteDir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, body);
  }
}

const page = (title: string, script: string) =>
  `<!doctype html><title>${title}</title><script type="module" src="/${script}"></script>`;

const SITE_V1 = {
  'index.html': page('Home', '_astro/app.v1.js'),
  'cars/kluger/index.html': page('Kluger', '_astro/app.v1.js'),
  'cars/camry/index.html': page('Camry', '_astro/app.v1.js'),
  '_astro/app.v1.js': 'console.log(1)',
  'search-index.json': '{"cars":2}',
  'sitemap.xml': '<urlset/>',
  'robots.txt': 'User-agent: *',
};

const publish = (options: Partial<PublishOptions> = {}) =>
  publishSite({ slug: SLUG, siteDir, config, bucket, log: (line) => logged.push(line), ...options });

async function objectText(path: string): Promise<string> {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: config.bucket, Key: `${config.prefix}${path}` }));
  return (await object.Body?.transformToString()) ?? '';
}

/** Every page in the bucket finds every script it links. */
async function bucketSiteIsWhole(): Promise<void> {
  const paths = [...(await bucket.list()).keys()];
  for (const path of paths.filter((p) => p.endsWith('.html'))) {
    for (const [, script] of (await objectText(path)).matchAll(/src="\/([^"]+)"/g))
      expect(paths, `${path} links ${script}`).toContain(script);
  }
}

describe('publishSite', () => {
  it('uploads a first build with each file’s content type and cache control, and never the CDN configuration', async () => {
    writeSite(SITE_V1);
    const result = await publish();
    expect(result).toMatchObject({ uploaded: 7, deleted: 0, unchanged: 0 });
    const held = await bucket.list();
    expect([...held.keys()].sort()).toEqual([MANIFEST_PATH, ...Object.keys(SITE_V1)].sort());
    for (const [path, type, cache] of [
      ['index.html', 'text/html; charset=utf-8', REVALIDATE],
      ['_astro/app.v1.js', 'text/javascript; charset=utf-8', IMMUTABLE],
      ['search-index.json', 'application/json', REVALIDATE],
      ['sitemap.xml', 'application/xml; charset=utf-8', REVALIDATE],
    ]) {
      const head = await s3.client.send(
        new HeadObjectCommand({ Bucket: config.bucket, Key: `${config.prefix}${path}` }),
      );
      expect([head.ContentType, head.CacheControl], path).toEqual([type, cache]);
    }
    expect(JSON.parse(await objectText(MANIFEST_PATH))).toMatchObject({ tenant: SLUG, fingerprint: 'f1', retired: {} });
    expect(logged).toContain(`${SLUG}: pages: 3 uploaded`);
  });

  it('uploads nothing when nothing changed, and one file when one page changed', async () => {
    writeSite(SITE_V1);
    await publish();
    expect(await publish()).toMatchObject({ uploaded: 0, deleted: 0, unchanged: 7 });
    writeSite({ ...SITE_V1, 'cars/camry/index.html': page('Camry, now $31,990', '_astro/app.v1.js') });
    expect(await publish()).toMatchObject({ uploaded: 1, deleted: 0, unchanged: 6 });
    expect(await objectText('cars/camry/index.html')).toContain('$31,990');
  });

  it('deletes a removed page, and keeps a dropped hashed asset for its grace period', async () => {
    writeSite(SITE_V1);
    const day1 = new Date('2026-11-25T02:00:00Z');
    await publish({ now: day1 });
    const kept = Object.entries(SITE_V1).filter(
      ([path]) => path !== 'cars/camry/index.html' && path !== '_astro/app.v1.js',
    );
    const v2 = {
      ...Object.fromEntries(kept.map(([path, body]) => [path, body.replace('app.v1', 'app.v2')])),
      '_astro/app.v2.js': 'console.log(2)',
    };
    writeSite(v2);
    const second = await publish({ now: day1, allowDeletes: true });
    expect(second.deleted).toBe(1);
    let held = await bucket.list();
    expect(held.has('cars/camry/index.html')).toBe(false);
    expect(held.has('_astro/app.v1.js'), 'cached pages may still ask for it').toBe(true);
    await bucketSiteIsWhole();

    await publish({ now: new Date(day1.getTime() + 6 * DAY_MS) });
    expect((await bucket.list()).has('_astro/app.v1.js')).toBe(true);
    await publish({ now: new Date(day1.getTime() + 7 * DAY_MS) });
    held = await bucket.list();
    expect(held.has('_astro/app.v1.js')).toBe(false);
    expect(held.has('_astro/app.v2.js')).toBe(true);
  });

  it('leaves the old site whole when an upload fails midway, and the next publish completes it', async () => {
    writeSite(SITE_V1);
    await publish();
    const manifestBefore = await objectText(MANIFEST_PATH);
    const v2 = Object.fromEntries(
      Object.entries(SITE_V1)
        .filter(([path]) => path !== '_astro/app.v1.js')
        .map(([path, body]) => [path, body.replace('app.v1', 'app.v2')]),
    );
    writeSite({ ...v2, '_astro/app.v2.js': 'console.log(2)' });
    let puts = 0;
    const failing: SiteBucket = {
      ...bucket,
      async put(path, body, metadata) {
        // the second page fails, after the assets and one page went up
        if (path.endsWith('.html') && ++puts === 2) throw new Error('connection reset');
        return bucket.put(path, body, metadata);
      },
    };
    await expect(publish({ bucket: failing, concurrency: 1 })).rejects.toThrow(
      new PublishError(
        `${SLUG}: uploading cars/kluger/index.html failed: connection reset; the bucket still serves the previous site`,
      ),
    );
    await bucketSiteIsWhole();
    expect(await objectText(MANIFEST_PATH)).toBe(manifestBefore);
    expect(await objectText('_astro/app.v1.js')).toBe('console.log(1)');

    const resumed = await publish();
    expect(resumed.uploaded, 'the page that failed and the one after it').toBe(2);
    await bucketSiteIsWhole();
    expect(await objectText('index.html')).toContain('app.v2');
  });

  it('prints the plan on a dry run and changes nothing', async () => {
    writeSite(SITE_V1);
    const result = await publish({ dryRun: true });
    expect(result.uploaded).toBe(0);
    expect((await bucket.list()).size).toBe(0);
    expect(logged).toContain('  upload (assets) _astro/app.v1.js');
    expect(logged).toContain(`${SLUG}: would upload 7, delete 0, leave 0 unchanged`);
  });

  it('refuses a folder that is not a whole build of the tenant', async () => {
    writeSite(SITE_V1, 'southern-cross-motors');
    await expect(publish()).rejects.toThrow(`was built for southern-cross-motors, not ${SLUG}`);
    writeSite({ 'about/index.html': 'x' });
    await expect(publish()).rejects.toThrow(`has no index.html; build it first (npm run build -- --tenant ${SLUG})`);
    expect((await bucket.list()).size).toBe(0);
  });

  it('refuses to delete more than half the bucket unless told to', async () => {
    writeSite(SITE_V1);
    await publish();
    writeSite({ 'index.html': page('Home', '_astro/app.v1.js'), '_astro/app.v1.js': 'console.log(1)' });
    await expect(publish()).rejects.toThrow(
      `${SLUG}: the publish would delete 5 of the 7 files in the bucket, more than 50%`,
    );
    expect((await bucket.list()).size).toBe(8);
    expect(await publish({ allowDeletes: true })).toMatchObject({ deleted: 5 });
  });

  it('tells the CDN’s invalidation hook which paths changed, the hook’s URL read from the environment', async () => {
    const calls: { body: string; type: string | undefined }[] = [];
    const hook = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        calls.push({ body, type: request.headers['content-type'] });
        response.writeHead(request.url === '/purge?token=t' ? 202 : 403).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const address = hook.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/purge`;
    try {
      config = { ...config, invalidation: { urlEnv: 'HARBOURSIDE_CDN_HOOK' } };
      writeSite(SITE_V1);
      await expect(publish({ config, env: {} })).rejects.toThrow(
        'HARBOURSIDE_CDN_HOOK is not set; it must hold the CDN invalidation hook',
      );
      expect((await bucket.list()).size, 'nothing uploaded without the hook').toBe(0);
      await publish({ config, env: { HARBOURSIDE_CDN_HOOK: `${url}?token=t` } });
      writeSite({ ...SITE_V1, 'cars/camry/index.html': page('Camry sold', '_astro/app.v1.js') });
      await publish({ config, env: { HARBOURSIDE_CDN_HOOK: `${url}?token=t` } });
      expect(calls).toHaveLength(2);
      expect(calls[1]).toEqual({
        type: 'application/json',
        body: JSON.stringify({ tenant: SLUG, paths: ['/cars/camry/'] }),
      });
      writeSite({ ...SITE_V1, 'index.html': page('Home again', '_astro/app.v1.js') });
      await expect(publish({ config, env: { HARBOURSIDE_CDN_HOOK: `${url}?token=wrong` } })).rejects.toThrow(
        `${SLUG}: published, but the CDN invalidation hook answered 403`,
      );
    } finally {
      hook.close();
    }
  });

  it('lists a bucket of more than 1,000 files page by page', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 1100 }, (_, i) => [`cars/car-${i}/index.html`, page(`Car ${i}`, '_astro/app.v1.js')]),
    );
    writeSite({ ...SITE_V1, ...many });
    expect((await publish()).uploaded).toBe(1107);
    expect((await bucket.list()).size).toBe(1108);
    expect((await publish()).uploaded).toBe(0);
  }, 60_000);
});
