// The watch server's live reload: a script tag in the pages of tenant hosts, nothing else changed.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ReloadChannel, withLiveReload } from '../../../scripts/lib/live-reload.ts';
import type { ServedTenant } from '../../../src/server/hosts.ts';

const TENANTS: ServedTenant[] = [
  { slug: 'outback-rv', name: 'Outback RV', domains: ['www.outbackrv.com.au'], servedLocally: true },
];
const TAG = '<script src="/_watch/reload.js" defer></script>';

/** Stands in for the sites' app: a page, a stylesheet, and the headers it was asked with. */
function sites() {
  const asked: Headers[] = [];
  const app = new Hono();
  app.get('/page', (c) => {
    asked.push(c.req.raw.headers);
    return c.html('<!doctype html><html><HEAD><title>Stock</title></HEAD><body>cars</body></html>', 200, {
      ETag: '"abc"',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    });
  });
  app.get('/style.css', (c) => c.body('body{}', 200, { 'Content-Type': 'text/css' }));
  return { app, asked };
}

const host = (name: string, headers: Record<string, string> = {}) => ({ headers: { host: name, ...headers } });

describe('withLiveReload', () => {
  it("puts the script's tag before </head> of a tenant's page, sent whole and never cached", async () => {
    const inner = sites();
    const app = withLiveReload(inner.app, TENANTS, new ReloadChannel());
    const res = await app.request(
      '/page',
      host('outback-rv.localhost:4321', { 'accept-encoding': 'br, gzip', 'if-none-match': '"abc"' }),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(
      `<!doctype html><html><HEAD><title>Stock</title>${TAG}</HEAD><body>cars</body></html>`,
    );
    expect([res.headers.get('etag'), res.headers.get('cache-control')]).toEqual([null, 'no-store']);
    expect([inner.asked[0]?.get('accept-encoding'), inner.asked[0]?.get('if-none-match')]).toEqual([null, null]);
    expect((await app.request('/page', host('www.outbackrv.com.au'))).headers.get('cache-control')).toBe('no-store');
  });

  it('leaves other files, other hosts and HEAD requests as the sites answer them', async () => {
    const app = withLiveReload(sites().app, TENANTS, new ReloadChannel());
    expect(await (await app.request('/style.css', host('outback-rv.localhost'))).text()).toBe('body{}');
    expect(await (await app.request('/page', host('localhost:4321'))).text()).not.toContain(TAG);
    const head = await app.request('/page', { method: 'HEAD', ...host('outback-rv.localhost') });
    expect(head.headers.get('etag')).toBe('"abc"');
  });

  it('serves the script as JavaScript, and the event stream only on a tenant host', async () => {
    const app = withLiveReload(sites().app, TENANTS, new ReloadChannel());
    const script = await app.request('/_watch/reload.js', host('outback-rv.localhost'));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('new EventSource("/_watch/events")');
    expect((await app.request('/_watch/events', host('localhost'))).status).toBe(404);
  });

  it("sends reload and problems to the tenant's open pages only", async () => {
    const channel = new ReloadChannel();
    const app = withLiveReload(sites().app, TENANTS, channel);
    const res = await app.request('/_watch/events', host('outback-rv.localhost'));
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = res.body!.getReader();
    const next = async () => new TextDecoder().decode((await reader.read()).value);
    expect(await next()).toBe('retry: 1000\n: listening for outback-rv\n\n');
    expect([channel.reload('harbourside-toyota'), channel.reload('outback-rv')]).toEqual([0, 1]);
    expect(await next()).toBe('event: reload\ndata: \n\n');
    channel.problems('outback-rv', ['tenants/outback-rv/site.json: $.tagline: a string, received 42']);
    expect(await next()).toBe(
      'event: problems\ndata: tenants/outback-rv/site.json: $.tagline: a string, received 42\n\n',
    );
    await reader.cancel();
    expect(channel.reload('outback-rv')).toBe(0);
    channel.close();
  });
});
