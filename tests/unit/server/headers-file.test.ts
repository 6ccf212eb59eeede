import { describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../../src/server/headers-file.ts';

const FILE = `# security headers
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'; img-src 'self' data:

/static/*
  Cache-Control: public, max-age=31536000, immutable
/cars/:slug/print
  X-Robots-Tag: noindex
/exact.json
  Cache-Control: no-store
`;

describe('parseHeadersFile and headersForPath', () => {
  const rules = parseHeadersFile(FILE);

  it('reads each path with its headers, skipping comments and blank lines, keeping colons in values', () => {
    expect(rules.map((rule) => [rule.path, rule.headers])).toEqual([
      [
        '/*',
        [
          ['X-Frame-Options', 'DENY'],
          ['Content-Security-Policy', "default-src 'self'; img-src 'self' data:"],
        ],
      ],
      ['/static/*', [['Cache-Control', 'public, max-age=31536000, immutable']]],
      ['/cars/:slug/print', [['X-Robots-Tag', 'noindex']]],
      ['/exact.json', [['Cache-Control', 'no-store']]],
    ]);
  });

  it.each([
    ['/', ['x-frame-options', 'content-security-policy']],
    ['/static/a/b.css', ['x-frame-options', 'content-security-policy', 'cache-control']],
    ['/cars/a-car/print', ['x-frame-options', 'content-security-policy', 'x-robots-tag']],
    ['/cars/a/b/print', ['x-frame-options', 'content-security-policy']],
    ['/exact.json', ['x-frame-options', 'content-security-policy', 'cache-control']],
    ['/exactXjson', ['x-frame-options', 'content-security-policy']],
  ])('%s gets %j (* spans segments, :placeholder one, dots are literal)', (path, names) => {
    expect([...headersForPath(rules, path).keys()]).toEqual(names);
  });

  it('joins a header two matching rules set with a comma, as Cloudflare Pages does', () => {
    const twice = parseHeadersFile('/*\n  Cache-Control: a\n/x\n  Cache-Control: b\n');
    expect(headersForPath(twice, '/x').get('cache-control')).toBe('a, b');
  });

  it.each([
    ['cars/*\n  X: y\n', '_headers line 1: expected a path starting with /, received "cars/*"'],
    ['  X: y\n', '_headers line 1: expected "Name: value" under a path, received "X: y"'],
    ['/*\n  not a header\n', '_headers line 2: expected "Name: value" under a path, received "not a header"'],
  ])('refuses %j naming the line', (text, message) => {
    expect(() => parseHeadersFile(text)).toThrow(message);
  });
});
