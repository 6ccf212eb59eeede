import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { BuiltSite, gateTenants, ROOT } from '../../gates/lib/built-sites.ts';
import { budgetFor, JavaScriptMeter, staticImports } from '../../gates/lib/javascript.ts';
import { anchorsOf, brokenReason, linksOf, srcsetUrls } from '../../gates/lib/links.ts';
import { richTextFailures, scriptAttributeFailures } from '../../gates/lib/markup.ts';
import { pageRoutes, routeOfPage } from '../../gates/lib/routes.ts';
import { sitemapLocs } from '../../gates/lib/sitemap.ts';
import { makeDist } from '../../support/site-fixture.ts';
import { listTenantSlugs } from '../../../src/tenant/load.ts';

describe('gateTenants', () => {
  const slugs = (only: string) => gateTenants(only).map((tenant) => tenant.slug);

  it('checks every tenant, or only those GATE_TENANT names (one, or a list)', () => {
    const every = listTenantSlugs(join(ROOT, 'tenants'));
    expect(every.length).toBeGreaterThan(1);
    expect(slugs('')).toEqual(every);
    expect(slugs('outback-rv')).toEqual(['outback-rv']);
    expect(slugs('outback-rv, harbourside-toyota')).toEqual(['outback-rv', 'harbourside-toyota']);
  });

  it('refuses a name that is no tenant rather than check nothing', () => {
    expect(() => gateTenants('outback-rvv')).toThrow('Unknown tenant "outback-rvv"');
  });
});

describe('staticImports', () => {
  it('finds the static imports of minified modules, not the dynamic ones', () => {
    const code =
      'import{j as e}from"./jsx-runtime.B1.js";import"./polyfill.C2.js";import*as r from"./react.D3.js";export{a as b}from"./x.js";export*from"./y.js";const z=()=>import("./lazy.E4.js");';
    expect(staticImports(code)).toEqual([
      './jsx-runtime.B1.js',
      './polyfill.C2.js',
      './react.D3.js',
      './x.js',
      './y.js',
    ]);
  });
  it('reads unminified modules too', () => {
    expect(staticImports(`import { a, b } from './a.js';\nimport c from "/_astro/c.js";\n`)).toEqual([
      './a.js',
      '/_astro/c.js',
    ]);
  });
});

describe('budgetFor', () => {
  it.each([
    ['/cars/2021-toyota-corolla-abc/', 'embedded', 'vehicle', 100_000],
    ['/search/', 'embedded', 'search', 190_000],
    ['/search/toyota/corolla/', 'typesense', 'search', 220_000],
    ['/new-used-and-demo-cars/', 'embedded', 'search', 190_000],
    ['/searching-tips/', 'embedded', 'page', 10_000],
    ['/', 'typesense', 'page', 10_000],
  ] as const)('%s (%s) → %s %d', (path, engine, kind, bytes) => {
    expect(budgetFor(path, engine)).toEqual({ kind, bytes });
  });

  it('gives a page with a lead form island the form budget, and vehicle and search pages their own', () => {
    expect(budgetFor('/contact/', 'embedded', true)).toEqual({ kind: 'form', bytes: 96_500 });
    expect(budgetFor('/finance/', 'embedded', true, true)).toEqual({ kind: 'gated form', bytes: 98_000 });
    expect(budgetFor('/my-garage/', 'embedded', false, true)).toEqual({ kind: 'gated page', bytes: 11_500 });
    expect(budgetFor('/cars/x/', 'embedded', true)).toEqual({ kind: 'vehicle', bytes: 100_000 });
    expect(budgetFor('/search/', 'typesense', true)).toEqual({ kind: 'search', bytes: 220_000 });
  });
});

describe('srcsetUrls', () => {
  it('takes the URL of each candidate', () => {
    expect(srcsetUrls('/_astro/a.webp 640w, /_astro/b.webp 1280w')).toEqual(['/_astro/a.webp', '/_astro/b.webp']);
    expect(srcsetUrls('/a.png 1x,/b.png 2x')).toEqual(['/a.png', '/b.png']);
  });
});

describe('sitemapLocs', () => {
  it('reads a urlset and a sitemap index', () => {
    expect(sitemapLocs('<urlset><url><loc>https://x.au/a?b=1&amp;c=2</loc></url></urlset>')).toEqual({
      index: false,
      locs: ['https://x.au/a?b=1&c=2'],
    });
    expect(
      sitemapLocs('<sitemapindex><sitemap><loc>https://x.au/sitemap-0.xml</loc></sitemap></sitemapindex>').index,
    ).toBe(true);
  });
});

describe('routeOfPage', () => {
  it('maps built pages to the src/pages route that made them, static routes first', () => {
    const routes = pageRoutes();
    expect(routeOfPage('/', routes)).toBe('/');
    expect(routeOfPage('/404.html', routes)).toBe('/404');
    expect(routeOfPage('/toyota-rav4/', routes)).toBe('/[model]');
    expect(routeOfPage('/no/route-file/for-this/', routes)).toBe('/no/route-file/for-this');
  });
});

describe('JavaScriptMeter', () => {
  it('counts script src, island modules, their static imports (once each) and inline scripts, not lazy chunks', () => {
    const fixture = makeDist({
      site: {
        'index.html':
          '<script type="module" src="/_astro/page.js"></script><script>console.log("inline")</script>' +
          '<script type="application/ld+json">{"@type":"AutoDealer"}</script>' +
          '<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island>',
        '_astro/page.js': 'import"./shared.js";console.log("page")',
        '_astro/Island.js': 'import{a}from"./shared.js";import{r}from"./react.js";const l=()=>import("./lazy.js");',
        '_astro/client.js': 'import{r}from"./react.js";',
        '_astro/shared.js': 'export const a=1;',
        '_astro/react.js': 'export const r=2;',
        '_astro/lazy.js': 'x'.repeat(50_000),
      },
    });
    try {
      const site = new BuiltSite(join(fixture.dist, 'site'));
      const page = site.pages.find((p) => p.urlPath === '/');
      const js = new JavaScriptMeter(site, 'https://www.example.com.au').measure(page!);
      expect(js.files.map((f) => f.file).sort()).toEqual(
        ['_astro/Island.js', '_astro/client.js', '_astro/page.js', '_astro/react.js', '_astro/shared.js'].sort(),
      );
      expect(js.inlineGzip).toBe(gzipSync('console.log("inline")').length);
      expect(js.total).toBe(js.files.reduce((sum, f) => sum + f.gzip, js.inlineGzip));
      expect(js.problems).toEqual([]);
    } finally {
      fixture.cleanup();
    }
  });

  it('reports scripts it cannot measure', () => {
    const fixture = makeDist({
      site: {
        'index.html':
          '<script src="https://cdn.example.net/chat.js"></script><script type="module" src="/_astro/gone.js"></script>',
      },
    });
    try {
      const site = new BuiltSite(join(fixture.dist, 'site'));
      const js = new JavaScriptMeter(site, 'https://www.example.com.au').measure(site.pages[0]!);
      expect(js.problems).toEqual([
        'script[src]="https://cdn.example.net/chat.js": a script from another origin cannot be measured; self-host it',
        'script[src]="/_astro/gone.js": no such file in dist',
      ]);
    } finally {
      fixture.cleanup();
    }
  });
});

describe('linksOf and anchorsOf', () => {
  const page = (html: string) => ({ file: 'index.html', urlPath: '/', html, dom: parse(html) });

  it('reads every URL the markup names, as the browser reads it, and nothing in comments or scripts', () => {
    const html =
      '<html><head><meta property="og:image" content="https://www.example.com.au/og.jpg">' +
      '<meta name="description" content="/not-a-link"><link rel="icon" href="/icon.png">' +
      '<script type="module" src="/_astro/a.js"></script><script>const a = "<a href=/in-script>";</script></head>' +
      '<body><!-- <a href="/in-comment"> --><a href="/search?make=Kia&amp;model=Rio#top">Rio</a>' +
      "<img src='/img/a.webp' srcset=\"/img/a.webp 640w, /img/b.webp 1280w\" alt=''>" +
      '<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island>' +
      '<form action="/api/leads"></form><video poster="/poster.jpg"></video></body></html>';
    expect(linksOf(page(html))).toEqual([
      { where: 'meta[og:image]', value: 'https://www.example.com.au/og.jpg' },
      { where: 'link[href]', value: '/icon.png' },
      { where: 'script[src]', value: '/_astro/a.js' },
      { where: 'a[href]', value: '/search?make=Kia&model=Rio#top' },
      { where: 'img[src]', value: '/img/a.webp' },
      { where: 'img[srcset]', value: '/img/a.webp' },
      { where: 'img[srcset]', value: '/img/b.webp' },
      { where: 'astro-island[component-url]', value: '/_astro/Island.js' },
      { where: 'astro-island[renderer-url]', value: '/_astro/client.js' },
      { where: 'form[action]', value: '/api/leads' },
      { where: 'video[poster]', value: '/poster.jpg' },
    ]);
  });

  it('finds every id and a[name], and none in comments', () => {
    const html = '<h2 id="finance">F</h2><a name="old-anchor"></a><!-- <p id="gone"> --><div ID="Upper"></div>';
    expect(anchorsOf(page(html))).toEqual(new Set(['finance', 'old-anchor', 'Upper']));
  });
});

describe('brokenReason', () => {
  it('checks internal links, assets and same-page fragments; ignores other origins, schemes and the API', () => {
    const fixture = makeDist({
      site: {
        'index.html': '<h2 id="finance-form">Finance</h2>',
        'contact/index.html': '',
        'legacy.html': '',
        'img/logo.svg': '',
      },
    });
    try {
      const site = new BuiltSite(join(fixture.dist, 'site'));
      const home = site.pages.find((p) => p.urlPath === '/')!;
      const origin = 'https://www.example.com.au';
      const check = (value: string, where = 'a[href]') =>
        brokenReason({ where, value }, home, site, origin, () => anchorsOf(home));
      for (const ok of [
        '/contact',
        '/contact/',
        'contact',
        '/legacy',
        '/img/logo.svg',
        '#finance-form',
        '#',
        '#top',
        '/#finance-form',
        'https://www.example.com.au/contact?x=1',
        'https://other.example/x',
        'mailto:a@b.au',
        'tel:0299999999',
        '/api/leads',
      ]) {
        expect(check(ok), ok).toBeNull();
      }
      const nothing = (path: string) => `nothing built at ${path} (no file, index.html or .html, nor a rewrite to one)`;
      expect(check('/insurance')).toBe(nothing('/insurance'));
      expect(check('https://www.example.com.au/insurance')).toBe(nothing('/insurance'));
      // a site without _redirects rewrites nothing
      expect(check('/cars/2021-kia-sportage/checkout')).toBe(nothing('/cars/2021-kia-sportage/checkout'));
      expect(check('/cars/2021-kia-sportage')).toBe(nothing('/cars/2021-kia-sportage'));
      expect(check('#missing')).toBe('no element with id="missing" on this page');
      expect(check('/#missing')).toBe('no element with id="missing" on this page');
      expect(check('', 'img[src]')).toBe('empty URL');
    } finally {
      fixture.cleanup();
    }
  });
});

describe('markup gate checks', () => {
  it('finds what tenant HTML may not hold, only inside data-rich-text', () => {
    const dom = parse(
      '<main><script type="module" src="/_astro/a.js"></script><div data-rich-text><p class="x">Hi <a href="https://ok.example" rel="noopener noreferrer">ok</a></p><script>alert(1)</script><img src=x><a href=" JavaScript:alert(1)">x</a><a href="tel:0299990000">call</a></div></main>',
    );
    expect(richTextFailures(dom)).toEqual([
      'tenant HTML holds class on <p>',
      'tenant HTML holds <script>',
      'tenant HTML holds <img>',
      'tenant HTML links to " JavaScript:alert(1)"',
    ]);
  });

  it('finds event handlers and script URLs anywhere on a page', () => {
    const html =
      '<body onload="x()"><a href="java&#x09;script:alert(1)">a</a><a href="data:text/html,x">b</a><img src="data:image/png;base64,AA" alt=""><form action="vbscript:x"></form><a href="/ok">ok</a>' +
      '<!-- <a href="javascript:in-a-comment()"> --><script>const s = "<a onclick=x>";</script><p ONCLICK=\'y()\'>p</p></body>';
    expect(scriptAttributeFailures(html)).toEqual([
      'onload attribute on <body>',
      'href="java\\tscript:alert(1)" on <a>',
      'href="data:text/html,x" on <a>',
      'action="vbscript:x" on <form>',
      'onclick attribute on <p>',
    ]);
  });
});

describe('links through the rewrites of a site', () => {
  const carPage = (availability: string | null, panel: string) =>
    `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Car',
      ...(availability ? { offers: { '@type': 'Offer', availability: `https://schema.org/${availability}` } } : {}),
    })}</script><section class="vehicle-sold" data-sold${panel} aria-labelledby="h"><p>SOLD</p></section><div data-sold-form></div>`;
  const fixture = makeDist({
    site: {
      'index.html': '<title>Home</title>',
      'checkout/index.html': '<title>Checkout</title>',
      'checkout-journey/index.html': '<title>Buy online</title>',
      'cars/on-sale/index.html': carPage('InStock', ' hidden'),
      'cars/coming/index.html': carPage('PreOrder', ' hidden'),
      'cars/sold/index.html': carPage('SoldOut', ''),
      // no price, so no offer: the SOLD panel shows it is sold
      'cars/sold-no-price/index.html': carPage(null, ''),
      'cars/no-price/index.html': carPage(null, ' hidden'),
      'cars/kept/checkout/index.html': '<title>Its own</title>',
      _redirects: [
        '/api/*  https://api.example.net/api/:splat  200',
        '/cars/:slug/checkout  /checkout/  200',
        '/cars/:slug/checkout/  /checkout/  200',
        '/cars/:slug/buy-online  /checkout/  200',
        '/deals/:slug  /checkout/  200',
        '/old  /  301',
      ].join('\n'),
    },
  });
  afterAll(fixture.cleanup);
  const site = new BuiltSite(join(fixture.dist, 'site'));
  const home = site.pages.find((p) => p.urlPath === '/')!;
  const check = (value: string) =>
    brokenReason({ where: 'a[href]', value }, home, site, 'https://www.example.com.au', () => anchorsOf(home));

  it('resolves a rewritten path to the page served there; a file at the path wins', () => {
    expect(site.resolve('/cars/on-sale/checkout')).toBe('checkout/index.html');
    expect(site.resolve('/cars/on-sale/checkout/')).toBe('checkout/index.html');
    expect(site.resolve('/cars/kept/checkout')).toBe('cars/kept/checkout/index.html');
    expect(site.route('/cars/kept/checkout')?.rewrite).toBeNull();
    expect(site.route('/cars/on-sale/buy-online')?.rewrite?.params).toEqual({ slug: 'on-sale' });
    // a redirect is the CDN's, not a page; nor is the CDN configuration itself
    expect(site.resolve('/old')).toBeNull();
    expect(site.resolve('/_redirects')).toBeNull();
  });

  it('passes a checkout link to a car the site has and has not sold', () => {
    for (const ok of [
      '/cars/on-sale/checkout',
      '/cars/on-sale/checkout/',
      '/cars/coming/buy-online?utm_source=x',
      '/cars/no-price/checkout',
      '/deals/anything',
    ])
      expect(check(ok), ok).toBeNull();
  });

  it('fails a checkout link to a car the site has no page for, or one it shows sold', () => {
    expect(check('/cars/gone/checkout')).toBe('no car gone on this site');
    expect(check('/cars/sold/buy-online')).toBe('car sold is sold, yet a page offers to pay for it');
    expect(check('/cars/sold-no-price/checkout')).toBe('car sold-no-price is sold, yet a page offers to pay for it');
  });

  it('holds a link to the online purchase (/checkout-journey?car_id=) to the same: a car the site has, not sold', () => {
    expect(check('/checkout-journey?car_id=on-sale')).toBeNull();
    expect(check('/checkout-journey/?car_id=coming')).toBeNull();
    expect(check('/checkout-journey?car_id=gone')).toBe('no car gone on this site');
    expect(check('/checkout-journey?car_id=sold')).toBe('car sold is sold, yet a page offers to pay for it');
    expect(check('/checkout-journey?car_id=Not%20A%20Slug')).toBe('no car Not A Slug on this site');
    expect(check('/checkout-journey')).toBe('the online purchase names no car (car_id)');
  });
});
