// npm run watch:tenants on a throwaway copy of one tenant: real Astro builds, a real server,
// real Server-Sent Events and a real Chromium page under the site's Content-Security-Policy.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../../playwright.config.ts';
import { watchTenants, type TenantWatch } from '../../../scripts/lib/watch-tenants.ts';
import { watchViolations } from '../../support/e2e/csp-watch.ts';
import { getFromTestServer } from '../../support/e2e/test-server.ts';
import { freshDataDir } from '../../support/pglite-template.ts';
import { makeProject } from '../../support/tenant-fixture.ts';
import { waitFor } from '../../support/wait.ts';

const SLUG = 'harbourside-toyota';
const HOST = `${SLUG}.localhost`;
/** Two real builds (the first at start, one after an edit): about 30 s each on a busy 2-core machine. */
const BUILD_MS = 150_000;

/** A GET to the watch server with the tenant's Host header. */
const get = (port: number, path: string) => getFromTestServer(path, HOST, port);

/** The tenant's event stream as a page reads it: the names of the events received so far. */
function listen(port: number) {
  const events: string[] = [];
  let text = '';
  const opened = new Promise<() => void>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/_watch/events', headers: { host: HOST } }, (res) => {
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        for (const block of blocks) {
          const name = /^event: (.*)$/m.exec(block)?.[1];
          if (name) events.push(name);
        }
      });
      resolve(() => req.destroy());
    });
    req.on('error', reject).end();
  });
  return { events, opened };
}

describe('npm run watch:tenants', () => {
  let project: ReturnType<typeof makeProject>;
  let watch: TenantWatch | null = null;
  let browser: Browser | undefined;
  let output = '';
  let dataDir = '';
  const saved = { DATA_DIR: process.env.DATA_DIR, LEAD_WORKER: process.env.LEAD_WORKER };
  const siteFile = () => join(project.tenantsDir, SLUG, 'site.json');
  const editSite = (edit: (site: Record<string, unknown>) => void) => {
    const site = JSON.parse(readFileSync(siteFile(), 'utf8')) as Record<string, unknown>;
    edit(site);
    return JSON.stringify(site, null, 2);
  };

  beforeAll(async () => {
    project = makeProject();
    // a dozen cars: the build's cost is Astro's own, not the stock's
    project.copyTenant(SLUG, (site) => ((site.inventory as { count: number }).count = 12));
    dataDir = freshDataDir('watch-tenants-data-');
    process.env.DATA_DIR = dataDir;
    process.env.LEAD_WORKER = 'off';
    watch = await watchTenants({ ...project, port: 0, quietMs: 200, write: (text) => void (output += text) });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
  }, BUILD_MS);

  afterAll(async () => {
    await browser?.close();
    await watch?.close();
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    project.cleanup();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'rebuilds the tenant a save changed and reloads its pages; a bad edit keeps the last good site',
    async () => {
      expect(watch, output).not.toBeNull();
      const port = watch!.port;
      expect(output).toContain(`${SLUG} ... `);
      const onDisk = () => readFileSync(join(project.distDir, SLUG, 'index.html'), 'utf8');

      // the page comes with the reload script, allowed by the site's own policy; the file on disk without it
      const first = await get(port, '/');
      expect(first.text).toContain('<script src="/_watch/reload.js" defer></script></head>');
      expect(onDisk()).not.toContain('_watch');
      const script = await get(port, '/_watch/reload.js');
      expect([script.status, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
      const page = await browser!.newPage();
      const violations = await watchViolations(page);
      await page.goto(`http://${HOST}:${port}/`);
      const description = () => page.locator('meta[name="description"]').getAttribute('content');
      expect(await description()).toBe('Your Newcastle Toyota dealer since 1978');

      // a burst: site.json written in two steps (half a file first), offers.json saved beside it
      const stream = listen(port);
      const stop = await stream.opened;
      const reloaded = page.waitForEvent('load', { timeout: BUILD_MS });
      const edited = editSite((site) => (site.tagline = 'Open seven days in Newcastle'));
      writeFileSync(siteFile(), edited.slice(0, 200));
      writeFileSync(siteFile(), edited);
      const offers = join(project.tenantsDir, SLUG, 'offers.json');
      writeFileSync(offers, readFileSync(offers));
      await waitFor(() => stream.events.includes('reload'), BUILD_MS);
      await reloaded;
      expect(await description()).toBe('Open seven days in Newcastle');
      expect((await get(port, '/')).text).toContain('Open seven days in Newcastle');
      await watch!.idle();
      expect(stream.events).toEqual(['reload']);
      expect(output).toMatch(
        new RegExp(`${SLUG}: offers\\.json, site\\.json changed\\n\\[1/1\\] ${SLUG} \\.\\.\\. \\d+ pages in`),
      );
      expect(output).toMatch(new RegExp(`${SLUG}: rebuilt; 2 open pages reloaded`));
      expect(await violations()).toEqual([]);

      // a bad value: the precise problem printed, no reload, the last good site still served
      const built = onDisk();
      output = '';
      writeFileSync(
        siteFile(),
        editSite((site) => (site.tagline = 42)),
      );
      await waitFor(() => output.includes('not rebuilt'), 10_000);
      await watch!.idle();
      expect(output).toContain(`${siteFile()}: $.tagline: `);
      expect(output).toMatch(/\$\.tagline: .*received 42/);
      expect(output).toContain(`${SLUG}: not rebuilt; its last good build is still served`);
      // the problems reach the page (its console) before the line is printed; no reload follows
      await waitFor(() => stream.events.length > 1, 5000);
      expect(stream.events).toEqual(['reload', 'problems']);
      expect(onDisk()).toBe(built);
      expect((await get(port, '/')).text).toContain('Open seven days in Newcastle');
      expect(await description()).toBe('Open seven days in Newcastle');
      stop();
    },
    2 * BUILD_MS,
  );
});
