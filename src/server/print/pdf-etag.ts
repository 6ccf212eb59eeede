import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Car } from '../../catalog/schema/car.ts';
import type { PrintView } from '../../views/vehicle/print-view.ts';
import type { CarPdfInput } from './car-pdf.ts';

/**
 * Which rendered PDF a request may be answered with: the tenant, the car, its updated_at (a
 * feed that changes a car dates the change, so a changed car is rendered again) and the
 * date printed on the sheet. The sheet says "Printed {date}" in the car's own time zone, so
 * the key rolls over exactly when that line would change; yesterday's PDF is never served.
 * The site's config is fixed for the life of the process, as is this cache.
 */
export function pdfCacheKey(tenant: string, car: Pick<Car, 'slug' | 'updated_at'>, view: PrintView): string {
  return JSON.stringify([tenant, car.slug, car.updated_at, view.printedOn]);
}

/**
 * A weak ETag over what the sheet shows (view, address, colour): two renders of the same
 * sheet differ only in pdfkit's creation date, so the same sheet is "the same" to a browser
 * revalidating its copy, even from another instance or after a restart, and a new site
 * config or a new day is not.
 */
export function pdfEtag(input: CarPdfInput): string {
  return `W/"${bytesToHex(sha256(utf8ToBytes(JSON.stringify(input)))).slice(0, 32)}"`;
}

/** Whether an If-None-Match header names etag (weak comparison, RFC 9110 §13.1.2), or is "*". */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
