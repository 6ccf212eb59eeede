import { randomUUID } from 'node:crypto';

/** The API Gateway HTTP API (payload format 2.0) event a Lambda function receives, as AWS writes one. */
export interface HttpApiEvent {
  version: '2.0';
  routeKey: string;
  rawPath: string;
  rawQueryString: string;
  cookies?: string[];
  headers: Record<string, string>;
  queryStringParameters?: Record<string, string>;
  requestContext: {
    accountId: string;
    apiId: string;
    domainName: string;
    domainPrefix: string;
    http: { method: string; path: string; protocol: string; sourceIp: string; userAgent: string };
    requestId: string;
    routeKey: string;
    stage: string;
    time: string;
    timeEpoch: number;
  };
  body?: string;
  isBase64Encoded: boolean;
}

export interface HttpApiRequest {
  method: string;
  /** The path and query, e.g. /api/leads or /api/cars/x/view.json?photos_count=3. */
  url: string;
  /** Header names in any case: API Gateway hands them on in lower case, repeats joined by commas. */
  headers?: Record<string, string>;
  body?: string;
  /** As API Gateway sends a body it does not take for text. */
  base64?: boolean;
  /** The address API Gateway saw the connection come from. */
  sourceIp: string;
}

const API_ID = 'a1b2c3d4e5';
const API_DOMAIN = `${API_ID}.execute-api.ap-southeast-2.amazonaws.com`;

/**
 * The event API Gateway sends for `request` on a `$default` route and stage: lower-case
 * headers with the ones API Gateway adds (host, x-forwarded-*, trace id), the raw path and
 * query, requestContext.http with the method and source address, the body as text or base64.
 */
export function httpApiEvent(request: HttpApiRequest): HttpApiEvent {
  const [rawPath = '/', rawQueryString = ''] = request.url.split(/\?(.*)/s);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    const key = name.toLowerCase();
    headers[key] = headers[key] === undefined ? value : `${headers[key]},${value}`;
  }
  const userAgent = headers['user-agent'] ?? 'Mozilla/5.0 (test)';
  const now = new Date();
  const query = new URLSearchParams(rawQueryString);
  const event: HttpApiEvent = {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString,
    headers: {
      ...headers,
      host: API_DOMAIN,
      'user-agent': userAgent,
      'x-amzn-trace-id': `Root=1-${Math.floor(now.getTime() / 1000).toString(16)}-${randomUUID().replaceAll('-', '').slice(0, 24)}`,
      'x-forwarded-for': headers['x-forwarded-for']
        ? `${headers['x-forwarded-for']}, ${request.sourceIp}`
        : request.sourceIp,
      'x-forwarded-port': '443',
      'x-forwarded-proto': 'https',
      ...(request.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(request.body)) }),
    },
    requestContext: {
      accountId: '123456789012',
      apiId: API_ID,
      domainName: API_DOMAIN,
      domainPrefix: API_ID,
      http: { method: request.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: request.sourceIp, userAgent },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: requestTime(now),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: request.base64 === true,
  };
  if (rawQueryString) event.queryStringParameters = Object.fromEntries(query);
  // cookies travel apart from the headers in payload 2.0
  if (headers['cookie']) {
    event.cookies = headers['cookie'].split('; ');
    delete event.headers['cookie'];
  }
  if (request.body !== undefined)
    event.body = request.base64 ? Buffer.from(request.body).toString('base64') : request.body;
  return event;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** requestContext.time as API Gateway writes it: 12/Mar/2026:19:03:58 +0000. */
function requestTime(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`;
  return `${two(at.getUTCDate())}/${MONTHS[at.getUTCMonth()]}/${at.getUTCFullYear()}:${clock} +0000`;
}

/** What a Lambda function answers API Gateway (payload 2.0). */
export interface HttpApiResult {
  statusCode: number;
  headers?: Record<string, string>;
  body: string;
  isBase64Encoded: boolean;
}
