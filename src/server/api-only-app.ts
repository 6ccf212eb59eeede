import { Hono } from 'hono';
import { API_BASE } from '../api-paths.ts';
import { createApiApp, type ApiOptions } from './api/app.ts';
import { apiSecurityHeaders } from './security-headers.ts';

/**
 * The API alone under /api, as the Lambda function runs it (`lambda/`) and `npm run api`
 * serves it. Kept apart from app.ts, whose static files and image resizing (sharp) a
 * function has no use for.
 */
export function createApiOnlyApp(api: ApiOptions = {}): Hono {
  const app = new Hono();
  app.use('*', apiSecurityHeaders);
  app.route(API_BASE, createApiApp(api));
  return app;
}
