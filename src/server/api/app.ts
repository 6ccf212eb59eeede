import { Hono } from 'hono';
import { eventRoutes, type EventApiOptions } from '../events/routes.ts';
import { leadRoutes, type LeadApiOptions } from '../leads/routes.ts';

export interface ApiOptions {
  /** The lead API's store, tenants and limits; without them POST /leads answers 503. */
  leads?: LeadApiOptions;
  /** The analytics sink (POST /events); without it events answer 503, which pages ignore. */
  events?: EventApiOptions;
}

/**
 * The lead API, with paths relative to its mount point (/api). It touches no files and no
 * Node-only modules (the store is handed in), so it can be deployed alone to a serverless
 * runtime.
 */
export function createApiApp(options: ApiOptions = {}): Hono {
  const api = new Hono();
  api.use('*', async (c, next) => {
    await next();
    // answers are per request: no browser or CDN may reuse them
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  api.get('/health', (c) => c.json({ status: 'ok' }));
  if (options.leads) api.route('/', leadRoutes(options.leads));
  else api.post('/leads', (c) => c.json({ error: 'Leads are not taken here: this server has no lead storage.' }, 503));
  if (options.events) api.route('/', eventRoutes(options.events));
  else api.post('/events', (c) => c.json({ error: 'Events are not taken here.' }, 503));
  api.all('*', (c) => c.json({ error: 'Not found' }, 404));
  api.onError((error, c) => {
    // never a stack trace or request data in the answer or the log (DESIGN.md, lead API)
    console.error(`API error on ${c.req.method} ${new URL(c.req.url).pathname}: ${error.name}`);
    return c.json({ error: 'Internal error' }, 500);
  });
  return api;
}
