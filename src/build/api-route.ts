import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CDN_FILES } from './cdn-files.ts';

/**
 * Where the lead API lives, read by `npm run build`: the https origin of its API Gateway
 * (the `$default` stage's endpoint, or a custom domain mapped at its root). It is an
 * environment variable rather than a tenant setting because it is one address for every
 * tenant (one function serves them all) and it differs per stage, which a tenant's
 * site.json, edited by marketing, should not know.
 */
export const API_ORIGIN_VARIABLE = 'API_ORIGIN';

const EXAMPLE = 'https://abc123.execute-api.ap-southeast-2.amazonaws.com';

export class ApiOriginError extends Error {}

/** What is wrong with an address for the CDNs to send `/api/*` to, or null when nothing is. */
function originProblem(url: URL): string | null {
  if (url.protocol !== 'https:') return `a ${url.protocol} address (the CDNs reach the API over https only)`;
  if (url.username || url.password) return 'a user name or password';
  if (url.port) return `port ${url.port} (API Gateway answers on 443)`;
  if (url.pathname !== '/' || url.search || url.hash)
    return 'a path, query or fragment (route the `$default` stage, or a custom domain mapped at its root)';
  return null;
}

/**
 * The API's host name from API_ORIGIN, or null when it is not set: a local build routes
 * nothing, since `npm start` serves the API beside the pages itself.
 */
export function apiOriginFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const raw = env[API_ORIGIN_VARIABLE]?.trim();
  if (!raw) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  const problem = url ? originProblem(url) : 'not an absolute URL';
  if (url && !problem) return url.hostname;
  throw new ApiOriginError(
    `${API_ORIGIN_VARIABLE}: expected the API Gateway's https origin, e.g. ${EXAMPLE}, received "${raw}": ${problem}`,
  );
}

/** The path every tenant's CDN sends to the API (src/api-paths.ts: every API path starts /api/). */
const API_PATH_PATTERN = '/api/*';

/** The CloudFront origin id the behaviour targets; one per distribution, since each tenant has its own. */
const API_ORIGIN_ID = 'lead-api';

/**
 * AWS's managed policies, by the ids CloudFront's API takes (CloudFront Developer Guide,
 * "Use managed cache policies" and "Use managed origin request policies").
 */
const MANAGED_POLICY_IDS = {
  /** CachingDisabled: every request reaches the API (leads, events, sign-in are never cached). */
  cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
  /**
   * AllViewerExceptHostHeader: headers (Origin, Idempotency-Key, cookies), cookies and query
   * strings go to the API, but not Host: API Gateway answers only to its own host name.
   */
  allViewerExceptHostHeader: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
} as const;

const ALL_METHODS = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'];
const list = <T>(items: T[]) => ({ Quantity: items.length, Items: items });

/**
 * The API as a CloudFront origin and the `/api/*` cache behaviour that sends to it, in the
 * shapes of CloudFront's API (`DistributionConfig.Origins.Items[]` and
 * `DistributionConfig.CacheBehaviors.Items[]`), for a deployer to add to the tenant's
 * distribution.
 */
function cloudFrontApiBehavior(apiHost: string) {
  return {
    Origin: {
      Id: API_ORIGIN_ID,
      DomainName: apiHost,
      OriginPath: '',
      CustomHeaders: list([]),
      CustomOriginConfig: {
        HTTPPort: 80,
        HTTPSPort: 443,
        OriginProtocolPolicy: 'https-only',
        OriginSslProtocols: list(['TLSv1.2']),
        // API Gateway's HTTP API gives an integration at most 30 seconds
        OriginReadTimeout: 30,
        OriginKeepaliveTimeout: 5,
      },
    },
    CacheBehavior: {
      PathPattern: API_PATH_PATTERN,
      TargetOriginId: API_ORIGIN_ID,
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: { ...list(ALL_METHODS), CachedMethods: list(['GET', 'HEAD']) },
      CachePolicyId: MANAGED_POLICY_IDS.cachingDisabled,
      OriginRequestPolicyId: MANAGED_POLICY_IDS.allViewerExceptHostHeader,
      // CloudFront compresses only under a cache policy that accepts gzip and brotli, and
      // CachingDisabled accepts neither: the API's answers are small JSON anyway
      Compress: false,
      SmoothStreaming: false,
      FieldLevelEncryptionId: '',
      LambdaFunctionAssociations: list([]),
      FunctionAssociations: list([]),
    },
  };
}

/**
 * Netlify's `_redirects` rule proxying `/api/*` to the API (status 200 proxies rather than
 * redirects, so the browser stays on the tenant's domain). Cloudflare Pages reads the same
 * file but proxies only to its own site: there a Pages Function or a Worker route does it.
 */
function netlifyApiRedirects(apiHost: string): string {
  return `# the lead API, under the site's own domain\n${API_PATH_PATTERN}  https://${apiHost}/api/:splat  200\n`;
}

/** What a site's `_redirects` holds already: the page rewrites the build wrote (page-rewrites.ts), if any. */
async function rulesWritten(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/**
 * Writes the `/api/*` routing beside a built site's pages; nothing without an API host. The
 * `/api/*` rule goes in front of the page rewrites already in `_redirects`: the first rule
 * that matches wins, and no page rule may ever take an API path.
 */
export async function writeApiRoute(siteDir: string, apiHost: string | null): Promise<void> {
  if (!apiHost) return;
  const pageRules = await rulesWritten(join(siteDir, CDN_FILES.redirects));
  const files = {
    [CDN_FILES.cloudFrontApiBehavior]: `${JSON.stringify(cloudFrontApiBehavior(apiHost), null, 2)}\n`,
    [CDN_FILES.redirects]: [netlifyApiRedirects(apiHost), pageRules].filter(Boolean).join('\n'),
  };
  for (const [relative, text] of Object.entries(files)) {
    const path = join(siteDir, relative);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  }
}
