import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOriginFromEnv, ApiOriginError, writeApiRoute } from '../../../src/build/api-route.ts';
import { CDN_FILES, isCdnConfiguration } from '../../../src/build/cdn-files.ts';

const HOST = 'abc123.execute-api.ap-southeast-2.amazonaws.com';

/** A site folder the routing was written into, as `npm run build` with API_ORIGIN writes it. */
let siteDir = '';
beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'api-route-'));
  await writeApiRoute(siteDir, HOST);
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
const written = (file: string) => readFileSync(join(siteDir, file), 'utf8');

describe('apiOriginFromEnv', () => {
  it('reads the host of an https origin, with or without its trailing slash', () => {
    expect(apiOriginFromEnv({ API_ORIGIN: `https://${HOST}` })).toBe(HOST);
    expect(apiOriginFromEnv({ API_ORIGIN: ` https://${HOST}/ ` })).toBe(HOST);
    expect(apiOriginFromEnv({ API_ORIGIN: 'https://api.harbourside.example' })).toBe('api.harbourside.example');
  });

  it('is null when API_ORIGIN is not set or empty: a local build routes nothing', () => {
    expect(apiOriginFromEnv({})).toBeNull();
    expect(apiOriginFromEnv({ API_ORIGIN: '  ' })).toBeNull();
  });

  it.each([
    [HOST, 'not an absolute URL'],
    [`http://${HOST}`, 'a http: address'],
    [`https://${HOST}/prod`, 'a path, query or fragment'],
    [`https://${HOST}/?stage=prod`, 'a path, query or fragment'],
    [`https://${HOST}:8443`, 'port 8443'],
    [`https://user:secret@${HOST}`, 'a user name or password'],
  ])('refuses %s, naming the variable and what is wrong', (value, problem) => {
    const read = () => apiOriginFromEnv({ API_ORIGIN: value });
    expect(read).toThrow(ApiOriginError);
    expect(read).toThrow(/^API_ORIGIN: expected the API Gateway's https origin, e\.g\. https:\/\/.+, received "/);
    expect(read).toThrow(problem);
  });
});

describe("CloudFront's /api/* behaviour", () => {
  interface List {
    Quantity: number;
    Items: string[];
  }
  const behavior = () =>
    JSON.parse(written(CDN_FILES.cloudFrontApiBehavior)) as {
      Origin: { Id: string; DomainName: string; OriginPath: string; CustomOriginConfig: object };
      CacheBehavior: { TargetOriginId: string; Compress: unknown; AllowedMethods: List & { CachedMethods: List } };
    };

  it('sends /api/* to the API, uncached, with every header but Host, all methods, https only', () => {
    const { Origin, CacheBehavior } = behavior();
    expect(CacheBehavior).toMatchObject({
      PathPattern: '/api/*',
      TargetOriginId: Origin.Id,
      ViewerProtocolPolicy: 'redirect-to-https',
      // AWS's managed CachingDisabled and AllViewerExceptHostHeader
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
    });
    expect(typeof CacheBehavior.Compress).toBe('boolean');
    expect(CacheBehavior.AllowedMethods.Quantity).toBe(7);
    expect([...CacheBehavior.AllowedMethods.Items].sort()).toEqual(
      ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'].sort(),
    );
    expect(CacheBehavior.AllowedMethods.CachedMethods).toEqual({ Quantity: 2, Items: ['GET', 'HEAD'] });
  });

  it('names the API Gateway as an https-only origin on TLS 1.2', () => {
    const { Origin } = behavior();
    expect(Origin.DomainName).toBe(HOST);
    expect(Origin.OriginPath).toBe('');
    expect(Origin.CustomOriginConfig).toMatchObject({
      HTTPSPort: 443,
      OriginProtocolPolicy: 'https-only',
      OriginSslProtocols: { Quantity: 1, Items: ['TLSv1.2'] },
    });
  });

  it('gives every list the Quantity CloudFront requires', () => {
    const lists: { Quantity: number; Items: unknown[] }[] = [];
    const walk = (value: unknown) => {
      if (typeof value !== 'object' || value === null) return;
      if ('Quantity' in value) lists.push(value as (typeof lists)[number]);
      for (const child of Object.values(value)) walk(child);
    };
    walk(behavior());
    expect(lists.length).toBeGreaterThan(4);
    for (const list of lists) expect(list.Items).toHaveLength(list.Quantity);
  });
});

describe("Netlify's /api/* rule", () => {
  it('proxies /api/* to the same path on the API with status 200', () => {
    const rules = written(CDN_FILES.redirects)
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    expect(rules).toEqual([['/api/*', `https://${HOST}/api/:splat`, '200']]);
  });
});

describe('writeApiRoute', () => {
  it('writes files that are CDN configuration, never pages of the site', () => {
    expect(isCdnConfiguration(CDN_FILES.cloudFrontApiBehavior)).toBe(true);
    expect(isCdnConfiguration(`/${CDN_FILES.redirects}`)).toBe(true);
  });

  it('writes nothing without an API host', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-route-'));
    try {
      await writeApiRoute(dir, null);
      expect(existsSync(join(dir, CDN_FILES.cloudFrontApiBehavior))).toBe(false);
      expect(existsSync(join(dir, CDN_FILES.redirects))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
