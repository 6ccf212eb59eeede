import type { ApiGatewayRequestContextV2 } from 'hono/aws-lambda';
import type { ClientAddress } from '../middleware/rate-limit.ts';

/**
 * The client's address as API Gateway saw the connection (HTTP API, payload 2.0:
 * requestContext.http.sourceIp). Never a header: X-Forwarded-For is whatever the client
 * wrote. Another kind of event has no address, and the per-address limits then pass it.
 */
export const lambdaSourceIp: ClientAddress = (c) => {
  const env = c.env as { requestContext?: Partial<ApiGatewayRequestContextV2> } | undefined;
  return env?.requestContext?.http?.sourceIp || undefined;
};
