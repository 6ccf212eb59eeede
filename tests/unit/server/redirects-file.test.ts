import { describe, expect, it } from 'vitest';
import { parseRedirectsFile, siteRewrite } from '../../../src/server/redirects-file.ts';

const RULES = parseRedirectsFile(
  [
    '# the lead API, under the site’s own domain',
    '/api/*  https://api.example.net/api/:splat  200',
    '',
    '/cars/:slug/checkout  /checkout/  200',
    '/cars/:slug/checkout/  /checkout/  200',
    '/old/:year/:month  /news/:year-:month.html  301',
    '/docs/*  /manual/:splat  200!',
    '/plain  /elsewhere',
  ].join('\r\n'),
);

describe('parseRedirectsFile', () => {
  it('reads each rule in file order with its status (301 when none) and force flag', () => {
    expect(RULES.map(({ from, to, status, force }) => [from, to, status, force])).toEqual([
      ['/api/*', 'https://api.example.net/api/:splat', 200, false],
      ['/cars/:slug/checkout', '/checkout/', 200, false],
      ['/cars/:slug/checkout/', '/checkout/', 200, false],
      ['/old/:year/:month', '/news/:year-:month.html', 301, false],
      ['/docs/*', '/manual/:splat', 200, true],
      ['/plain', '/elsewhere', 301, false],
    ]);
  });

  it.each([
    ['cars/:slug  /checkout/  200', 'a source not starting with /'],
    ['/only-a-source', 'no destination'],
    ['/store  id=:id  /blog/:id  301', 'query parameter matching'],
    ['/  /anz  302  Country=au,nz', 'a condition'],
    ['/a  /b  ok', 'a status that is no status'],
  ])('refuses "%s" (%s), naming the line', (line) => {
    expect(() => parseRedirectsFile(`# first\n${line}\n`)).toThrow(
      `_redirects line 2: expected "/from /to [status]", received "${line}"`,
    );
  });
});

describe('siteRewrite', () => {
  it('fills the placeholders: one segment for :name, anything for * as :splat', () => {
    expect(siteRewrite(RULES, '/cars/2021-kia-sportage-gt/checkout')).toEqual({
      from: '/cars/:slug/checkout',
      target: '/checkout/',
      params: { slug: '2021-kia-sportage-gt' },
      force: false,
    });
    expect(siteRewrite(RULES, '/cars/x/checkout/')?.from).toBe('/cars/:slug/checkout/');
    expect(siteRewrite(RULES, '/docs/a/b.html')).toEqual({
      from: '/docs/*',
      target: '/manual/a/b.html',
      params: { splat: 'a/b.html' },
      force: true,
    });
  });

  it.each(['/cars/x/checkout/more', '/cars/checkout', '/cars//checkout', '/cars/a/b/checkout', '/checkout/', '/x'])(
    'matches nothing for %s',
    (path) => {
      expect(siteRewrite(RULES, path)).toBeNull();
    },
  );

  it('leaves redirects and proxies to another host to the CDN: the first matching rule decides', () => {
    // the local server answers /api itself
    expect(siteRewrite(RULES, '/api/leads')).toBeNull();
    expect(siteRewrite(RULES, '/old/2024/05')).toBeNull();
    expect(siteRewrite(RULES, '/plain')).toBeNull();
    const shadowed = parseRedirectsFile('/cars/*  /elsewhere  301\n/cars/:slug/checkout  /checkout/  200\n');
    expect(siteRewrite(shadowed, '/cars/x/checkout')).toBeNull();
    expect(siteRewrite(parseRedirectsFile('/x  //evil.example/  200\n'), '/x')).toBeNull();
  });

  it('has no rules for an empty file', () => {
    expect(siteRewrite(parseRedirectsFile('# nothing\n'), '/cars/x/checkout')).toBeNull();
  });
});
