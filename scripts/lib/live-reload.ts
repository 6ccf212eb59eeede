import { Hono } from 'hono';
import { matchHost, type ServedTenant } from '../../src/server/hosts.ts';

/**
 * Live reload for `npm run watch:tenants`, on the same origin as each tenant's pages: the
 * sites' Content-Security-Policy allows scripts and connections from 'self' only, so the
 * page loads an external script (no inline one: its hash is in no policy) that listens to
 * Server-Sent Events. Only the watch server adds any of it; built files never carry it.
 */
const LIVE_RELOAD_PATHS = { script: '/_watch/reload.js', events: '/_watch/events' } as const;

const RELOAD_SCRIPT_TAG = `<script src="${LIVE_RELOAD_PATHS.script}" defer></script>`;

// a block, not a module: nothing leaks into the page's globals
const RELOAD_SCRIPT = `// npm run watch:tenants: reloads this page when its tenant is rebuilt.
{
  const events = new EventSource(${JSON.stringify(LIVE_RELOAD_PATHS.events)});
  events.addEventListener('reload', () => location.reload());
  events.addEventListener('problems', (event) => console.warn(event.data));
}
`;

/** How soon a browser connects again after the watch server restarts, in ms. */
const RETRY_MS = 1000;
/** A comment line this often finds the streams of pages closed without a goodbye. */
const HEARTBEAT_MS = 15_000;

const encoder = new TextEncoder();

/** The event streams of the open pages, by tenant. */
export class ReloadChannel {
  readonly #streams = new Map<string, Set<ReadableStreamDefaultController<Uint8Array>>>();
  readonly #heartbeat = setInterval(() => this.#sendAll(': heartbeat\n\n'), HEARTBEAT_MS);

  constructor() {
    this.#heartbeat.unref();
  }

  /** A page of the tenant listening; the stream ends when the page goes. */
  open(slug: string): ReadableStream<Uint8Array> {
    let own: ReadableStreamDefaultController<Uint8Array>;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        own = controller;
        const streams = this.#streams.get(slug) ?? new Set();
        this.#streams.set(slug, streams.add(controller));
        controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\n: listening for ${slug}\n\n`));
      },
      cancel: () => void this.#streams.get(slug)?.delete(own),
    });
  }

  /** Tells every open page of the tenant to reload; answers how many there were. */
  reload(slug: string): number {
    return this.#send(slug, 'event: reload\ndata: \n\n');
  }

  /** Shows why the tenant was not rebuilt in its open pages' consoles; the pages stay as they are. */
  problems(slug: string, lines: readonly string[]): number {
    const data = lines.flatMap((line) => line.split('\n')).map((line) => `data: ${line}\n`);
    return this.#send(slug, `event: problems\n${data.join('')}\n`);
  }

  /** Ends every stream (the server is stopping). */
  close(): void {
    clearInterval(this.#heartbeat);
    for (const streams of this.#streams.values())
      for (const controller of streams) {
        try {
          controller.close();
        } catch {
          // already closed by its page
        }
      }
    this.#streams.clear();
  }

  #send(slug: string, text: string): number {
    const streams = this.#streams.get(slug) ?? new Set();
    for (const controller of streams) {
      try {
        controller.enqueue(encoder.encode(text));
      } catch {
        streams.delete(controller);
      }
    }
    return streams.size;
  }

  #sendAll(text: string): void {
    for (const slug of this.#streams.keys()) this.#send(slug, text);
  }
}

/**
 * The sites' app with live reload: the script and the event stream on each tenant's host,
 * and the script's tag in each page it serves. Pages are sent whole and uncompressed and
 * never as a 304, so no browser keeps a page of an earlier build or one without the tag.
 */
export function withLiveReload(sites: Hono, tenants: readonly ServedTenant[], channel: ReloadChannel): Hono {
  const app = new Hono();
  const tenantOf = (host: string | undefined) => {
    const match = matchHost(host, tenants);
    return match.kind === 'tenant' ? match.tenant.slug : null;
  };
  app.get(LIVE_RELOAD_PATHS.script, (c) =>
    c.body(RELOAD_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    }),
  );
  app.get(LIVE_RELOAD_PATHS.events, (c) => {
    const slug = tenantOf(c.req.header('host'));
    if (!slug) return c.text('Not a tenant host\n', 404);
    return c.body(channel.open(slug), 200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
    });
  });
  app.all('*', async (c) => {
    const asked = c.req.raw;
    if (asked.method !== 'GET' || !tenantOf(c.req.header('host'))) return sites.fetch(asked, c.env);
    const headers = new Headers(asked.headers);
    for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since']) headers.delete(name);
    const response = await sites.fetch(new Request(asked.url, { method: 'GET', headers }), c.env);
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
    return withReloadTag(response);
  });
  return app;
}

async function withReloadTag(response: Response): Promise<Response> {
  const html = await response.text();
  const at = html.search(/<\/head>/i);
  const tagged = at < 0 ? `${html}${RELOAD_SCRIPT_TAG}` : `${html.slice(0, at)}${RELOAD_SCRIPT_TAG}${html.slice(at)}`;
  const headers = new Headers(response.headers);
  for (const name of ['content-length', 'etag', 'last-modified']) headers.delete(name);
  headers.set('Cache-Control', 'no-store');
  return new Response(tagged, { status: response.status, headers });
}
