import { API_BASE } from '../api-paths.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createApiApp, type ApiOptions } from './api/app.ts';
import { matchHost, parseHost, type ServedTenant } from './hosts.ts';
import { apiSecurityHeaders, securityHeaders } from './security-headers.ts';
import { serveSiteFile } from './static-files.ts';
import { renderTenantIndex, TENANT_INDEX_POLICY } from './tenant-index.ts';

export interface AppOptions {
  /** Folder holding one built site per tenant: <distDir>/<slug>/index.html. */
  distDir: string;
  tenants: readonly ServedTenant[];
  /** Port used in the tenant links of the index page when the Host header names none. */
  port?: number;
  /** The lead API's storage and settings (src/server/api/app.ts). */
  api?: ApiOptions;
}

/**
 * The local stand-in for production: a CDN serving each tenant's bucket by host name, and
 * the serverless lead API under /api on the same origin.
 */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  app.use('*', securityHeaders);
  app.use(`${API_BASE}/*`, apiSecurityHeaders);
  app.route(API_BASE, createApiApp(options.api));

  app.use('*', compress());
  app.all('*', async (c) => {
    const host = c.req.header('host');
    const match = matchHost(host, options.tenants);
    if (match.kind !== 'tenant') {
      const port = parseHost(host).port ?? options.port ?? 4321;
      const tenants = options.tenants.map((t) => ({ ...t, built: isBuilt(options.distDir, t.slug) }));
      const html = renderTenantIndex(tenants, port, match.kind === 'unknown' ? match.hostname : undefined);
      return c.html(c.req.method === 'HEAD' ? '' : html, match.kind === 'bare' ? 200 : 404, {
        'Cache-Control': 'no-store',
        'Content-Security-Policy': TENANT_INDEX_POLICY,
      });
    }
    const root = join(options.distDir, match.tenant.slug);
    if (!isBuilt(options.distDir, match.tenant.slug)) {
      const message = `${match.tenant.name} is not built yet: run npm run build -- --tenant ${match.tenant.slug}\n`;
      return c.text(message, 503, { 'Cache-Control': 'no-store', 'Retry-After': '30' });
    }
    const url = new URL(c.req.url);
    return serveSiteFile(root, {
      method: c.req.method,
      pathname: url.pathname,
      query: url.searchParams,
      ifNoneMatch: c.req.header('if-none-match'),
      acceptEncoding: c.req.header('accept-encoding'),
    });
  });
  return app;
}

function isBuilt(distDir: string, slug: string): boolean {
  return existsSync(join(distDir, slug, 'index.html'));
}
