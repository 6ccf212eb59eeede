/**
 * What a search engine needs of a vehicle page's JSON-LD, after Google's vehicle listing
 * guidance (https://developers.google.com/search/docs/appearance/structured-data/vehicle-listing):
 * the required properties with their types, read against what the page itself shows.
 */

type Json = Record<string, unknown>;

const SCHEMA = 'https://schema.org/';
/** The kind of vehicle the page names ('{type} Details', spec §2) → its schema.org type. */
const TYPE_OF_KIND: Readonly<Record<string, string>> = { Car: 'Car', Motorcycle: 'Motorcycle', Caravan: 'Vehicle' };
const VEHICLE_TYPES = new Set(Object.values(TYPE_OF_KIND));
const CONDITIONS = new Set([`${SCHEMA}NewCondition`, `${SCHEMA}UsedCondition`]);
const AVAILABILITIES = new Set([`${SCHEMA}InStock`, `${SCHEMA}PreOrder`, `${SCHEMA}SoldOut`]);

/** The parsed `<script type="application/ld+json">` blocks of a page (no DOM: thousands of pages). */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data: unknown = JSON.parse(match[1] ?? 'null');
    return Array.isArray(data) ? (data as unknown[]) : [data];
  });
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a built vehicle page shows its car sold: its JSON-LD offer is SoldOut, or its SOLD
 * panel (`[data-sold]`, built hidden on an available car for a sale after the build) is not
 * hidden. The panel decides for a car without a price, which has no offer.
 */
export function isSoldCarPage(html: string): boolean {
  const offerSold = jsonLdBlocks(html).some(
    (block) => isObject(block) && isObject(block.offers) && block.offers.availability === `${SCHEMA}SoldOut`,
  );
  const panel = /<[a-z]+\b[^>]*\sdata-sold(?=[\s>=])[^>]*>/.exec(html)?.[0];
  return offerSold || (panel !== undefined && !/\shidden(?=[\s>=])/.test(panel));
}

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isHttpsUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value);

/** What the page shows that the JSON-LD must agree with. */
function pageFacts(html: string) {
  const kind = />(\w+) Details</.exec(html)?.[1];
  const priceText = /<span data-price>([^<]*)<\/span>(<span>\/wk<\/span>)?/.exec(html);
  return {
    kind,
    // a price in dollars, not a weekly subscription: the offer's price
    price: priceText?.[1]?.startsWith('$') && !priceText[2] ? Number(priceText[1].replace(/[$,]/g, '')) : null,
    // 'Enquire for price.', 'PREORDER': no price, so no offer
    noPrice: priceText !== null && !priceText[1]?.startsWith('$'),
    hasPhotos: !html.includes('gallery--placeholder'),
  };
}

function offerProblems(offers: unknown, facts: ReturnType<typeof pageFacts>): string[] {
  if (offers === undefined) return facts.noPrice ? [] : ['no offers, though the page shows a price'];
  if (facts.noPrice) return ['an offer, though the page shows no price'];
  if (!isObject(offers)) return ['offers is not one Offer object'];
  const problems: string[] = [];
  if (offers['@type'] !== 'Offer') problems.push(`offers.@type is ${JSON.stringify(offers['@type'])}, not Offer`);
  if (typeof offers.price !== 'number' || !(offers.price > 0)) problems.push('offers.price is not a number above 0');
  else if (facts.price !== null && offers.price !== facts.price)
    problems.push(`offers.price ${offers.price} is not the price the page shows (${facts.price})`);
  if (typeof offers.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(offers.priceCurrency))
    problems.push('offers.priceCurrency is not an ISO 4217 code');
  if (!AVAILABILITIES.has(offers.availability as string)) problems.push('offers.availability is not a schema.org one');
  if (!isHttpsUrl(offers.url)) problems.push('offers.url is not an https URL');
  return problems;
}

/** The problems of a vehicle page's JSON-LD; none when a search engine can list the vehicle. */
export function vehicleListingProblems(html: string): string[] {
  const blocks = jsonLdBlocks(html).filter(isObject);
  const vehicles = blocks.filter((block) => VEHICLE_TYPES.has(block['@type'] as string));
  if (vehicles.length !== 1) {
    const types = blocks.map((block) => JSON.stringify(block['@type'])).join(', ');
    return [`${vehicles.length} Car, Motorcycle or Vehicle objects, not one (JSON-LD types: ${types || 'none'})`];
  }
  const vehicle = vehicles[0] as Json;
  const facts = pageFacts(html);
  const problems: string[] = [];
  const type = vehicle['@type'] as string;
  if (vehicle['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org');
  const expected = facts.kind === undefined ? undefined : TYPE_OF_KIND[facts.kind];
  if (expected !== type) problems.push(`@type ${type} for a page of '${facts.kind ?? '?'} Details'`);
  for (const key of ['name', 'model'] as const) if (!isText(vehicle[key])) problems.push(`${key} is not text`);
  const brand = vehicle.brand;
  if (!isObject(brand) || brand['@type'] !== 'Brand' || !isText(brand.name))
    problems.push('brand is not a Brand with a name');
  if (typeof vehicle.vehicleModelDate !== 'string' || !/^\d{4}$/.test(vehicle.vehicleModelDate))
    problems.push('vehicleModelDate is not a year (YYYY)');
  if (
    typeof vehicle.vehicleIdentificationNumber !== 'string' ||
    !/^[A-Z0-9]{17}$/.test(vehicle.vehicleIdentificationNumber)
  )
    problems.push('vehicleIdentificationNumber is not a 17-character VIN');
  if (!CONDITIONS.has(vehicle.itemCondition as string))
    problems.push('itemCondition is not NewCondition or UsedCondition');
  if (!isHttpsUrl(vehicle.url)) problems.push('url is not an https URL');
  const image = vehicle.image;
  if (!facts.hasPhotos && image !== undefined) problems.push('an image, though the car has no photo');
  if (facts.hasPhotos && !(Array.isArray(image) && image.length > 0 && image.every(isHttpsUrl)))
    problems.push('image is not a list of https URLs');
  const odometer = vehicle.mileageFromOdometer;
  // Google requires the odometer of a used car; a caravan has none
  if (odometer === undefined) {
    if (type !== 'Vehicle' && vehicle.itemCondition === `${SCHEMA}UsedCondition`)
      problems.push('no mileageFromOdometer on a used vehicle');
  } else if (
    !isObject(odometer) ||
    odometer['@type'] !== 'QuantitativeValue' ||
    typeof odometer.value !== 'number' ||
    odometer.value < 0 ||
    odometer.unitCode !== 'KMT'
  )
    problems.push('mileageFromOdometer is not a QuantitativeValue in KMT');
  return [...problems, ...offerProblems(vehicle.offers, facts)];
}
