// The views the offer, blog and model pages render, over the demo tenants' real data.
import { describe, expect, it } from 'vitest';
import { blogCategoryViews, postView } from '../../../src/views/blog/blog-views.ts';
import { bodyKey, groupByBody } from '../../../src/views/models/model-groups.ts';
import { modelPagesOrThrow } from '../../../src/views/models/model-pages.ts';
import { siteModelViews } from '../../../src/views/models/model-views.ts';
import { siteMakes } from '../../../src/tenant/site-makes.ts';
import { siteOfferViews } from '../../../src/views/offers/offer-views.ts';
import { loadBlogPosts } from '../../../src/catalog/blog.ts';
import { loadOffers } from '../../../src/catalog/offers.ts';
import { formatProblem } from '../../../src/tenant/issues.ts';
import { listTenantSlugs } from '../../../src/tenant/load.ts';
import type { Offer } from '../../../src/catalog/schema/offer.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';
import { demoSite } from '../../support/sites.ts';

/** An offer as the site's offer pages show it. */
const offerView = (site: Site, offer: Offer) => siteOfferViews(site, [offer])[0]!.view;

function offers(site: Site) {
  const result = loadOffers(site.slug);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.offers;
}

const toyota = demoSite('harbourside-toyota');
const group = demoSite('southern-cross-motors');
const online = demoSite('drivewise-online');
const leisure = demoSite('outback-rv');

describe('the models a site shows', () => {
  it("are its franchise's, else its dealerships' makes", () => {
    expect(siteMakes(toyota)).toEqual(['Toyota']);
    expect(siteMakes(group)).toEqual(['Kia', 'MG', 'Ford', 'Mazda', 'Nissan', 'Mitsubishi', 'Jeep', 'Chery']);
    expect(siteMakes(online)).toEqual([]);
  });

  it.each(listTenantSlugs())('%s: no model page takes another page’s URL', (slug) => {
    expect(siteModelViews(demoSite(slug)).problems).toEqual([]);
    expect(() => modelPagesOrThrow(demoSite(slug))).not.toThrow();
  });

  it('include discontinued models and label upcoming ones without Our Stock (spec §4)', () => {
    const views = siteModelViews(toyota).views;
    const names = views.map((v) => v.model.name);
    expect(names).toContain('RAV4');
    expect(names).toContain('LandCruiser 200');
    const fj = views.find((v) => v.model.slug === 'landcruiser-fj');
    expect(fj).toMatchObject({ label: 'Upcoming', stockHref: null, pagePath: '/toyota-landcruiser-fj' });
    const rav4 = views.find((v) => v.model.slug === 'rav4');
    expect(rav4).toMatchObject({
      title: 'Toyota RAV4',
      label: 'All-New',
      href: '/toyota-rav4',
      pagePath: '/toyota-rav4',
      stockHref: '/search/toyota/rav4',
      accessoriesHref: '/toyota-rav4/accessories',
    });
  });

  it('link an overridden model to its override and build no page for it', () => {
    const views = siteModelViews(toyota).views;
    expect(views.find((v) => v.model.slug === 'landcruiser-70')).toMatchObject({
      href: 'https://www.toyota.com.au/landcruiser-70',
      pagePath: null,
      accessoriesHref: null,
    });
    expect(views.find((v) => v.model.slug === 'bz4x')).toMatchObject({ href: '/pages/toyota-hybrids', pagePath: null });
    const params = modelPagesOrThrow(toyota).map((page) => page.param);
    expect(params).toContain('toyota-rav4');
    expect(params).not.toContain('toyota-landcruiser-70');
  });

  it('have an accessories page only with accessories', () => {
    for (const view of siteModelViews(group).views)
      expect(view.accessoriesHref !== null, view.title).toBe(
        view.model.accessories_count > 0 && view.pagePath !== null,
      );
  });

  it('group by body in vocabulary order', () => {
    const groups = groupByBody(siteModelViews(toyota).views);
    expect(groups.map((g) => g.key).slice(0, 3)).toEqual(['sedan', 'hatch', 'suv']);
    expect(groups.reduce((n, g) => n + g.models.length, 0)).toBe(siteModelViews(toyota).views.length);
  });

  it.each([
    ['SUV', 'suv'],
    [' People Mover ', 'people-mover'],
    ['people-mover', 'people-mover'],
    [null, ''],
  ])('reads ?body=%s as %s', (value, key) => {
    expect(bodyKey(value)).toBe(key);
  });
});

describe('offer views', () => {
  it('link the model page where the site shows the model', () => {
    const rav4 = offerView(
      toyota,
      offers(toyota).find((o) => o.id === 10101)!,
    );
    expect(rav4).toMatchObject({
      href: '/offers/toyota/10101',
      vehicle: 'Toyota RAV4',
      model: { title: 'Toyota RAV4', href: '/toyota-rav4' },
    });
    expect(rav4.description.truncated).not.toBeNull();
  });

  it('show no model link where the site does not show the model', () => {
    const offer = offers(online).find((o) => o.model?.slug === 'rav4')!;
    expect(offerView(online, offer).model).toBeNull();
    const caravan = offers(leisure).find((o) => o.id === 10401)!;
    expect(offerView(leisure, caravan)).toMatchObject({
      href: '/offers/jayco/10401',
      model: null,
    });
  });

  it("fall back to the model's image (spec §3 image_or_model_image)", () => {
    const models = siteModelViews(toyota).views;
    const offer = { ...offers(toyota).find((o) => o.id === 10101)!, image_url: null };
    expect(offerView(toyota, offer).image).toBe(models.find((v) => v.model.slug === 'rav4')?.model.image.url);
    const dealerWide = { ...offer, manufacturer: null, model: null };
    expect(offerView(toyota, dealerWide)).toMatchObject({ image: null, href: '/offers/10101', vehicle: null });
  });
});

describe('blog views', () => {
  it('date posts the Australian way', () => {
    const result = loadBlogPosts(toyota);
    if (!result.ok) throw new Error('blog.json does not load');
    const post = result.posts[0]!;
    expect(postView({ ...post, published_at: '2026-11-12' }, []).date).toBe('12 November 2026');
    expect(postView({ ...post, published_at: '2027-01-01' }, []).date).toBe('1 January 2027');
  });

  it('count posts per category and link each post under its category', () => {
    const result = loadBlogPosts(toyota);
    if (!result.ok) throw new Error('blog.json does not load');
    const categories = blogCategoryViews(toyota, result.posts);
    expect(categories.map((c) => c.slug)).toEqual(toyota.content.blogCategories.map((c) => c.slug));
    expect(categories.reduce((n, c) => n + c.count, 0)).toBe(result.posts.length);
    const review = result.posts.find((p) => p.category === 'vehicle-reviews')!;
    expect(postView(review, categories)).toMatchObject({
      href: `/blog/vehicle-reviews/${review.slug}`,
      category: { name: 'Vehicle Reviews', href: '/blog/vehicle-reviews' },
    });
  });
});
