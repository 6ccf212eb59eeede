import { Hono } from 'hono';
import { API_ROUTES } from '../../api-paths.ts';
import type { Car } from '../../catalog/schema/car.ts';
import { carHref } from '../../site-urls.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { printView } from '../../views/vehicle/print-view.ts';
import { hasVehiclePage } from '../../domain/car/vehicle-page.ts';
import type { LiveStock } from '../cars/stock.ts';
import type { ServedTenant } from '../hosts.ts';
import { systemClock, type Clock } from '../clock.ts';
import { addressRateLimit, type ClientAddress } from '../middleware/rate-limit.ts';
import { readingTenant } from '../middleware/tenant.ts';
import type { RateLimit } from '../middleware/rate-limiter.ts';
import { TokenBuckets } from '../middleware/token-buckets.ts';
import type { CarPdfInput } from './car-pdf.ts';
import { matchesEtag, pdfCacheKey, pdfEtag } from './pdf-etag.ts';
import { DEFAULT_PDF_CACHE_LIMITS, PdfCache, type PdfCacheLimits } from './pdf-cache.ts';
import { RendererBusy } from './renderer-busy.ts';

/**
 * A shopper prints a car or two, and perhaps a dozen when comparing: 10 at once and 30 a
 * minute per address is never reached by one, and keeps one client from taking every render.
 */
export const DEFAULT_PRINT_PDF_RATE_LIMIT: RateLimit = { burst: 10, perSeconds: 20 };

/**
 * A browser may keep a PDF for a minute, privately (it names a price and whether the car is
 * sold), then asks again with its ETag: the feed is read again once a minute anyway.
 */
const PDF_CACHE_CONTROL = 'private, max-age=60';

export interface PrintApiOptions {
  /** The tenants' resolved configs: the sheet needs the site's prices, phones and name. */
  sites: readonly Site[];
  /** The hosts each tenant is served on (the API's tenants); a tenant without its site is not served. */
  tenants: readonly ServedTenant[];
  stock: LiveStock;
  /**
   * Draws the PDF (renderCarPdf in car-pdf.ts). Handed in, as the lead store is, because
   * pdfkit is Node-only and the API itself must stay deployable to any runtime.
   */
  renderPdf: (input: CarPdfInput) => Promise<Uint8Array<ArrayBuffer>>;
  /** print.pdf per address; undefined: DEFAULT_PRINT_PDF_RATE_LIMIT; null: none (benchmarks, tests). */
  limit?: RateLimit | null;
  clientAddress?: ClientAddress;
  /** The rendered PDFs kept in memory (DEFAULT_PDF_CACHE_LIMITS unless given). */
  cacheLimits?: PdfCacheLimits;
  /** The date printed on a sheet (and in its cache key) and the rate limit's clock. */
  clock?: Clock;
}

type Found = { ok: true; site: Site; car: Car; url: string } | { ok: false; status: 404 | 503; error: string };

/**
 * GET /cars/:slug/print.json and /cars/:slug/print.pdf (under /api): the printable sheet of
 * a car (spec §2 /print, §7 Print PDF), from the tenant's live stock, for the tenant the
 * Host header names (readingTenant: else a cross-origin page's Origin). A car the site does
 * not list, or a site without features.printing, answers 404 with {error}.
 */
export function printRoutes(options: PrintApiOptions) {
  const clock = options.clock ?? systemClock;
  const sites = new Map(options.sites.map((site) => [site.slug, site]));
  const tenants = options.tenants.flatMap((tenant) => {
    const site = sites.get(tenant.slug);
    return site ? [{ ...tenant, site }] : [];
  });
  const byHost = readingTenant(tenants, 'There is no dealer site at this address.');
  const limit = options.limit === undefined ? DEFAULT_PRINT_PDF_RATE_LIMIT : options.limit;
  const pdfRate = addressRateLimit(
    limit ? new TokenBuckets(limit, { clock }) : null,
    options.clientAddress,
    'Too many PDFs from here. Please try again in a minute.',
  );
  const cache = new PdfCache(options.cacheLimits ?? DEFAULT_PDF_CACHE_LIMITS);

  const find = async (site: Site, slug: string): Promise<Found> => {
    if (!site.features.printing) return { ok: false, status: 404, error: 'This site does not offer printing.' };
    let car: Car | null;
    try {
      car = await options.stock.car(site.slug, slug);
    } catch {
      return { ok: false, status: 503, error: 'The car could not be looked up just now. Please try again.' };
    }
    if (!car || !hasVehiclePage(car, site)) return { ok: false, status: 404, error: 'This car is no longer listed.' };
    return { ok: true, site, car, url: new URL(carHref(car.slug), site.domain).href };
  };

  return new Hono()
    .get(API_ROUTES.carPrint, byHost, async (c) => {
      const found = await find(c.var.tenant.site, c.req.param('slug'));
      if (!found.ok) return c.json({ error: found.error }, found.status);
      return c.json({ print: printView(found.car, found.site, clock.now()), url: found.url });
    })
    .get(API_ROUTES.carPrintPdf, byHost, pdfRate, async (c) => {
      const found = await find(c.var.tenant.site, c.req.param('slug'));
      if (!found.ok) return c.json({ error: found.error }, found.status);
      const view = printView(found.car, found.site, clock.now());
      const input = { view, url: found.url, brandColour: found.site.theme.colours.primary };
      const etag = pdfEtag(input);
      const headers = { ETag: etag, 'Cache-Control': PDF_CACHE_CONTROL };
      if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      let pdf: Uint8Array<ArrayBuffer>;
      try {
        pdf = await cache.get(pdfCacheKey(found.site.slug, found.car, view), () => options.renderPdf(input));
      } catch (error) {
        if (!(error instanceof RendererBusy)) throw error;
        return c.json({ error: 'The PDF cannot be made just now. Please try again in a moment.' }, 503, {
          'Retry-After': String(error.retryAfterSeconds),
        });
      }
      return c.body(pdf, 200, {
        ...headers,
        'Content-Type': 'application/pdf',
        // the slug is [a-z0-9-] (the feed's schema), safe inside the quotes as it is
        'Content-Disposition': `attachment; filename="${found.car.slug}.pdf"`,
      });
    });
}
