import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBlogPosts } from '../../../src/catalog/blog.ts';
import { parseCarImageKey } from '../../../src/catalog/images/car-image.ts';
import { loadOffers, offersShownOn } from '../../../src/catalog/offers.ts';
import { formatProblem, formatWarning } from '../../../src/tenant/issues.ts';
import { loadSite } from '../../../src/tenant/load.ts';
import { toyotaDealer } from '../../support/catalog-fixtures.ts';

const DEMO_TENANTS = ['harbourside-toyota', 'southern-cross-motors', 'drivewise-online', 'outback-rv'];

describe.each(DEMO_TENANTS)('content of %s', (slug) => {
  const present = existsSync(`tenants/${slug}/site.json`);

  it.skipIf(!present)('has 5 to 10 valid offers, some with descriptions over 200 characters', () => {
    const result = loadOffers(slug);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.offers.length).toBeGreaterThanOrEqual(5);
    expect(result.offers.length).toBeLessThanOrEqual(10);
    expect(result.offers.some((o) => o.sanitized_description.length > 200)).toBe(true);
    for (const offer of result.offers)
      if (offer.image_url) expect(parseCarImageKey(offer.image_url), offer.name).toBeDefined();
  });

  it.skipIf(!present)('has 8 to 15 valid blog posts across 4 or 5 of the site’s categories', () => {
    const site = loadSite(slug);
    if (!site.ok) throw new Error(site.problems.map(formatProblem).join('\n'));
    const result = loadBlogPosts(site.site);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.posts.length).toBeGreaterThanOrEqual(8);
    expect(result.posts.length).toBeLessThanOrEqual(15);
    const used = new Set(result.posts.map((p) => p.category));
    expect(used.size).toBeGreaterThanOrEqual(4);
    expect(used).toEqual(new Set(site.site.content.blogCategories.map((c) => c.slug)));
    for (const post of result.posts) expect(parseCarImageKey(post.image.url), post.title).toBeDefined();
    const dates = result.posts.map((p) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('offer and blog files with mistakes', () => {
  const root = mkdtempSync(join(tmpdir(), 'tenants-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const site = toyotaDealer();
  const folder = join(root, site.slug);
  mkdirSync(folder, { recursive: true });
  const offer = (id: number, extra: Record<string, unknown> = {}) => ({
    id,
    name: `Offer ${id}`,
    description: '<p>Save <strong>big</strong> &amp; drive away.</p>',
    sanitized_description: 'Save big & drive away.',
    disclaimer: 'Conditions apply.',
    category: 'Drive away offer',
    image_url: '/img/cars/suv-red-studio.svg',
    manufacturer: { name: 'Toyota' },
    model: { name: 'RAV4', slug: 'rav4', override_url: null },
    excluded_website_ids: [],
    ...extra,
  });

  it('reads a missing file as no offers and no posts', () => {
    expect(loadOffers('nobody', root)).toEqual({ ok: true, offers: [], warnings: [] });
    expect(loadBlogPosts({ ...site, slug: 'nobody' }, root)).toEqual({ ok: true, posts: [] });
  });

  it('reports each problem as file, JSON path, expected and received', () => {
    const file = join(folder, 'offers.json');
    writeFileSync(
      file,
      JSON.stringify([
        offer(1),
        offer(2, { model: { name: 'RAV 4', slug: 'rav-4', override_url: null } }),
        offer(1),
        offer(4, { category: 'Cheap deal' }),
        offer(5, { manufacturer: { name: 'Tayota' }, model: null }),
      ]),
    );
    const result = loadOffers(site.slug, root);
    expect(result.ok).toBe(false);
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\$\\[3\\]\\.category: one of .*"Finance offer".*, received "Cheap deal"$`,
      ),
    );

    writeFileSync(
      file,
      JSON.stringify([
        offer(1),
        offer(2, { model: { name: 'RAV 4', slug: 'rav-4', override_url: null } }),
        offer(1),
        offer(5, { manufacturer: { name: 'Tayota' }, model: null, sanitized_description: 'Other' }),
      ]),
    );
    const again = loadOffers(site.slug, root);
    expect(again.ok ? [] : again.problems.map(formatProblem)).toEqual([
      `${file}: $[2].id: an id no other offer uses, received 1`,
      expect.stringMatching(
        /: \$\[1\]\.model\.slug: one of the Toyota model slugs \(rav4, hilux, .*\), received "rav-4"$/,
      ),
      `${file}: $[3].manufacturer.name: a make from src/catalog/data/manufacturers.json, received "Tayota"`,
      `${file}: $[3].sanitized_description: the description as plain text, received "Other"`,
    ]);
  });

  it('sanitises hostile descriptions, says per offer what was removed and keeps the rest of the offer', () => {
    const file = join(folder, 'offers.json');
    writeFileSync(
      file,
      JSON.stringify([
        offer(1),
        offer(2, {
          description:
            '<p onclick="steal()">Save <strong>big</strong> &amp; drive away.</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="JAVASCRIPT&#58;alert(1)">Terms</a>',
          sanitized_description: 'Save big & drive away. Terms',
        }),
      ]),
    );
    const result = loadOffers(site.slug, root);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.offers.map((o) => o.description)).toEqual([
      '<p>Save <strong>big</strong> &amp; drive away.</p>',
      '<p>Save <strong>big</strong> &amp; drive away.</p><a>Terms</a>',
    ]);
    expect(result.offers[1]?.name).toBe('Offer 2');
    expect(result.warnings.map(formatWarning)).toEqual([
      `${file}: $[1].description (offer 2): removed onclick attribute on <p>, <script>, <img>, href "JAVASCRIPT:alert(1)" on <a>`,
    ]);
  });

  it('refuses an offer model link that is not a site path or an http(s) URL', () => {
    const file = join(folder, 'offers.json');
    const model = { name: 'RAV4', slug: 'rav4', override_url: 'javascript:alert(1)' };
    writeFileSync(file, JSON.stringify([offer(1, { model })]));
    const result = loadOffers(site.slug, root);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      `${file}: $[0].model.override_url: a site path starting with / or an http(s) URL, received "javascript:alert(1)"`,
    ]);
  });

  it('checks blog categories against the site’s content.blogCategories', () => {
    const file = join(folder, 'blog.json');
    const post = {
      id: 1,
      slug: 'hello',
      title: 'Hello',
      category: 'recipes',
      published_at: '2026-01-01',
      author: 'A',
      excerpt: 'E',
      body: ['P'],
      image: { url: '/img/cars/suv-red-side.svg', alt: '' },
    };
    writeFileSync(file, JSON.stringify([post]));
    const result = loadBlogPosts(site, root);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      `${file}: $[0].category: one of the site's blog categories ("news", "vehicle-reviews", "buying-advice", "servicing"), received "recipes"`,
    ]);
  });

  it('hides offers excluded for the website and strips offer HTML to plain text', () => {
    const offers = [offer(1), offer(2, { excluded_website_ids: [site.id] })] as Parameters<typeof offersShownOn>[1];
    expect(offersShownOn(site, offers).map((o) => o.id)).toEqual([1]);
    const description = '<p>One</p><ul><li>Two &amp; three</li></ul>';
    writeFileSync(
      join(folder, 'offers.json'),
      JSON.stringify([offer(1, { description, sanitized_description: 'One Two & three' })]),
    );
    expect(loadOffers(site.slug, root).ok).toBe(true);
  });
});
