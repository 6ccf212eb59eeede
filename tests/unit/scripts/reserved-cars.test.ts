// The build asks the lead API which cars reservations through each site hold
// (scripts/lib/reserved-cars.ts): where it asks, what it makes of the answers, how it gives up,
// and what a run of builds does with them (the fingerprint; the line a build without them prints).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTenants, type BuildAllOptions } from '../../../scripts/lib/build-all.ts';
import type { AstroRunner } from '../../../scripts/lib/build-tenant.ts';
import {
  type ReservedCarsLookup,
  reservedCarsLookup,
  reservedCarsSource,
  unknownReservedCarsLine,
} from '../../../scripts/lib/reserved-cars.ts';
import { makeProject } from '../../support/tenant-fixture.ts';
import { demoSite } from '../../support/sites.ts';

const harbourside = demoSite('harbourside-toyota');
const outback = demoSite('outback-rv');

/** A stand-in for the lead API: answers GET /api/cars/reserved by the Origin's host, and counts what it was asked. */
async function stubApi(
  answer: (origin: string, req: IncomingMessage, res: ServerResponse) => void = () => {},
): Promise<{ origin: string; asked: { path: string; origin: string }[]; close(): Promise<void>; server: Server }> {
  const asked: { path: string; origin: string }[] = [];
  const server = createServer((req, res) => {
    const origin = req.headers.origin ?? '';
    asked.push({ path: req.url ?? '', origin });
    answer(origin, req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    asked,
    server,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** An API answering each site's list from `lists`, by its production domain. */
const listsApi = (lists: Record<string, string[]>) =>
  stubApi((origin, _req, res) => {
    const list = lists[origin];
    if (!list) res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"No dealer website"}');
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ reserved: list }));
  });

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});
const started = async <T extends { close(): Promise<void> }>(api: Promise<T>): Promise<T> => {
  const running = await api;
  closers.push(() => running.close());
  return running;
};

/** A port nothing listens on: one a server had a moment ago. */
async function closedPort(): Promise<string> {
  const api = await stubApi();
  await api.close();
  return api.origin;
}

describe('where a build asks (RESERVED_CARS_API, API_ORIGIN, PORT)', () => {
  it.each<[string, NodeJS.ProcessEnv, ReturnType<typeof reservedCarsSource>]>([
    ['npm start’s API by default', {}, { kind: 'api', origin: 'http://localhost:4321' }],
    ['npm start’s API on its PORT', { PORT: '4433' }, { kind: 'api', origin: 'http://localhost:4433' }],
    [
      'the API the CDN routes to (API_ORIGIN)',
      { API_ORIGIN: 'https://abc123.execute-api.ap-southeast-2.amazonaws.com' },
      { kind: 'api', origin: 'https://abc123.execute-api.ap-southeast-2.amazonaws.com' },
    ],
    [
      'RESERVED_CARS_API before API_ORIGIN (CI pointing at production)',
      {
        RESERVED_CARS_API: 'https://api.example.com/',
        API_ORIGIN: 'https://abc123.execute-api.ap-southeast-2.amazonaws.com',
      },
      { kind: 'api', origin: 'https://api.example.com' },
    ],
    [
      'npm run api on its own port',
      { RESERVED_CARS_API: 'http://localhost:8787' },
      { kind: 'api', origin: 'http://localhost:8787' },
    ],
    ['switched off', { RESERVED_CARS_API: 'off', API_ORIGIN: 'https://api.example.com' }, { kind: 'off' }],
  ])('%s', (_, env, source) => {
    expect(reservedCarsSource(env)).toEqual(source);
  });

  it.each([
    ['a path', 'https://api.example.com/api'],
    ['a query', 'https://api.example.com/?x=1'],
    ['another scheme', 'ftp://api.example.com'],
    ['no address at all', 'production'],
  ])('refuses %s, naming the variable', (_, value) => {
    expect(() => reservedCarsSource({ RESERVED_CARS_API: value })).toThrow(
      `RESERVED_CARS_API: expected the lead API's origin (e.g. https://abc123.execute-api.ap-southeast-2.amazonaws.com or http://localhost:8787, no path) or off, received "${value}"`,
    );
  });

  it('refuses a PORT that is no port', () => {
    expect(() => reservedCarsSource({ PORT: 'eighty' })).toThrow('PORT must be a port number, received "eighty"');
  });
});

describe('asking the lead API', () => {
  it('asks GET /api/cars/reserved as the site’s own page would (its Origin), and takes the list in order', async () => {
    const api = await started(listsApi({ 'https://www.harboursidetoyota.com.au': ['car-b', 'car-a', 'car-b'] }));
    const lookup = reservedCarsLookup({ kind: 'api', origin: api.origin });
    expect(await lookup(harbourside)).toEqual({ kind: 'known', slugs: ['car-a', 'car-b'] });
    expect(api.asked).toEqual([{ path: '/api/cars/reserved', origin: 'https://www.harboursidetoyota.com.au' }]);
  });

  it('asks once per tenant in a run, and not at all for a site that takes no deposits', async () => {
    const api = await started(listsApi({ 'https://www.harboursidetoyota.com.au': ['car-a'] }));
    const lookup = reservedCarsLookup({ kind: 'api', origin: api.origin });
    await Promise.all([lookup(harbourside), lookup(harbourside)]);
    await lookup(harbourside);
    const noDeposits = {
      ...outback,
      features: { ...outback.features, reserve: { ...outback.features.reserve, enabled: false } },
    };
    expect(noDeposits.features.onlineBuying.mode).toBe('off');
    expect(await lookup(noDeposits)).toEqual({ kind: 'known', slugs: [] });
    expect(api.asked).toHaveLength(1);
  });

  it('switched off: nothing asked, nothing to say', async () => {
    const lookup = reservedCarsLookup({ kind: 'off' });
    const reserved = await lookup(harbourside);
    expect(reserved).toEqual({ kind: 'off' });
    expect(unknownReservedCarsLine('harbourside-toyota', reserved)).toBe('');
  });

  it('an API that refuses the connection: not known, at once, and the run’s other tenants are not asked', async () => {
    const origin = await closedPort();
    const lookup = reservedCarsLookup({ kind: 'api', origin });
    const reserved = await lookup(harbourside);
    expect(reserved).toEqual({
      kind: 'unknown',
      reason: `the lead API at ${origin} could not be reached (ECONNREFUSED)`,
    });
    expect(unknownReservedCarsLine('harbourside-toyota', reserved)).toBe(
      `harbourside-toyota: the cars reserved through the site are not known (the lead API at ${origin} could not be reached (ECONNREFUSED)); ` +
        `its pages show the feed's reserved cars, and their live status marks the others Reserved after each page loads\n`,
    );
    expect(await lookup(outback)).toBe(reserved);
  });

  it('an API that takes the request and never answers: not known after the timeout; not asked again in the run', async () => {
    const api = await started(stubApi(() => {}));
    const lookup = reservedCarsLookup({ kind: 'api', origin: api.origin }, { timeoutMs: 300 });
    expect(await lookup(harbourside)).toEqual({
      kind: 'unknown',
      reason: `no answer from the lead API at ${api.origin} within 0.3 s`,
    });
    expect((await lookup(outback)).kind).toBe('unknown');
    expect(api.asked).toHaveLength(1);
  }, 10_000);

  it('an API that sends its headers and then stalls: the same', async () => {
    const api = await started(stubApi((_origin, _req, res) => res.writeHead(200).write('{"reserved":[')));
    const lookup = reservedCarsLookup({ kind: 'api', origin: api.origin }, { timeoutMs: 300 });
    expect(await lookup(harbourside)).toEqual({
      kind: 'unknown',
      reason: `no answer from the lead API at ${api.origin} within 0.3 s`,
    });
  }, 10_000);

  it('an error or an answer that is not the list: not known, saying which; other tenants are still asked', async () => {
    const api = await started(
      stubApi((origin, _req, res) => {
        if (origin === 'https://www.harboursidetoyota.com.au') res.writeHead(503).end('{"error":"down"}');
        else res.writeHead(200, { 'content-type': 'text/html' }).end('<html>a CDN’s page</html>');
      }),
    );
    const lookup = reservedCarsLookup({ kind: 'api', origin: api.origin });
    expect(await lookup(harbourside)).toEqual({
      kind: 'unknown',
      reason: `the lead API at ${api.origin} answered 503`,
    });
    expect(await lookup(outback)).toEqual({
      kind: 'unknown',
      reason: `the lead API at ${api.origin} answered something other than a list of cars`,
    });
    expect(api.asked).toHaveLength(2);
  });
});

describe('a run of builds with the reserved cars', () => {
  const SLUGS = ['harbourside-toyota', 'outback-rv'];
  const BUILD_TIME = '2026-11-24T23:00:00.000Z';
  let project: ReturnType<typeof makeProject> | undefined;
  afterEach(() => project?.cleanup());

  /** Stands in for `astro build`, noting the reserved cars each build was given. */
  function recordingAstro(): AstroRunner & { given: Record<string, readonly string[] | null> } {
    const given: Record<string, readonly string[] | null> = {};
    const runner: AstroRunner = async ({ slug, outDir, logFile, reservedCars }) => {
      given[slug] = reservedCars;
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'index.html'), `<title>${slug}</title>`);
      writeFileSync(logFile, 'Complete!\n');
      return 0;
    };
    return Object.assign(runner, { given });
  }

  function setUp() {
    project = makeProject();
    for (const slug of SLUGS) project.copyTenant(slug);
    writeFileSync(join(project.tenantsDir, '..', 'source.ts'), 'export const version = 1;');
    const runner = recordingAstro();
    const lines: string[] = [];
    const build = async (reservedCars?: ReservedCarsLookup, extra: Partial<BuildAllOptions> = {}) => {
      for (const slug of Object.keys(runner.given)) delete runner.given[slug];
      lines.length = 0;
      await buildTenants(SLUGS, {
        ...project!,
        runner,
        buildTime: BUILD_TIME,
        write: (text) => void lines.push(text),
        sources: { root: join(project!.tenantsDir, '..'), paths: ['source.ts'] },
        ...(reservedCars ? { reservedCars } : {}),
        ...extra,
      });
      return { given: { ...runner.given }, output: lines.join('') };
    };
    return { build };
  }

  const lists: Record<string, string[]> = {};
  const origins = {
    'harbourside-toyota': 'https://www.harboursidetoyota.com.au',
    'outback-rv': 'https://www.outbackrv.com.au',
  };
  const held = (cars: Record<keyof typeof origins, string[]>) => {
    for (const [slug, list] of Object.entries(cars)) lists[origins[slug as keyof typeof origins]] = list;
  };

  it('builds each site with its reserved cars, and again only the site whose reservations changed', async () => {
    const { build } = setUp();
    const api = await started(listsApi(lists));
    // each run asks anew, as each npm run build does
    const ask = () => reservedCarsLookup({ kind: 'api', origin: api.origin });
    held({ 'harbourside-toyota': ['car-a'], 'outback-rv': [] });
    expect((await build(ask())).given).toEqual({ 'harbourside-toyota': ['car-a'], 'outback-rv': [] });
    expect((await build(ask())).given).toEqual({});
    held({ 'harbourside-toyota': ['car-a', 'car-b'], 'outback-rv': [] });
    expect((await build(ask())).given).toEqual({ 'harbourside-toyota': ['car-a', 'car-b'] });
    // car-a's reservation ended
    held({ 'harbourside-toyota': ['car-b'], 'outback-rv': [] });
    expect((await build(ask())).given).toEqual({ 'harbourside-toyota': ['car-b'] });
    held({ 'harbourside-toyota': ['car-b'], 'outback-rv': ['van-c'] });
    expect((await build(ask())).given).toEqual({ 'outback-rv': ['van-c'] });
  });

  it('without an API: built from the feed alone, each saying so in a line; rebuilt once the API answers', async () => {
    const { build } = setUp();
    const down = reservedCarsLookup({ kind: 'api', origin: await closedPort() });
    const first = await build(down);
    expect(first.given).toEqual({ 'harbourside-toyota': null, 'outback-rv': null });
    for (const slug of SLUGS)
      expect(first.output).toMatch(
        new RegExp(
          `\\n${slug}: the cars reserved through the site are not known \\(the lead API at http://127\\.0\\.0\\.1:\\d+ could not be reached \\(ECONNREFUSED\\)\\); its pages show the feed's reserved cars, and their live status marks the others Reserved after each page loads\\n`,
        ),
      );
    // still no API: nothing new to build from
    const again = await build(reservedCarsLookup({ kind: 'api', origin: await closedPort() }));
    expect(again.given).toEqual({});
    expect(again.output).not.toContain('not known');
    const api = await started(listsApi(lists));
    held({ 'harbourside-toyota': [], 'outback-rv': [] });
    expect((await build(reservedCarsLookup({ kind: 'api', origin: api.origin }))).given).toEqual({
      'harbourside-toyota': [],
      'outback-rv': [],
    });
  });

  it('switched off: built from the feed alone, quietly; a build that is not told to ask records the same', async () => {
    const { build } = setUp();
    const off = await build(reservedCarsLookup({ kind: 'off' }));
    expect(off.given).toEqual({ 'harbourside-toyota': null, 'outback-rv': null });
    expect(off.output).not.toContain('reserved');
    expect((await build()).given).toEqual({});
  });
});
