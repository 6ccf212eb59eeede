import { actionHierarchy } from '../../../domain/car/action-hierarchy.ts';
import { isAvailable } from '../../../domain/car/availability.ts';
import { belowMarket, belowMarketText } from '../../../domain/price/below-market.ts';
import { priceDisplay } from '../../../domain/price/price-display.ts';
import type { CarStatus } from '../../../catalog/schema/vocabulary.ts';
import { SITE_FILES } from '../../../site-urls.ts';
import { loadStylesheet } from '../../lazy-stylesheet.ts';
import soldPanelStyles from '../sold-panel.css?url';
import type { VehiclePageData } from '../../../views/vehicle/vehicle-page-data.ts';
import type { CarTag } from '../../../domain/car/tag.ts';

interface LiveFields {
  status?: CarStatus;
  reserved?: boolean;
  price?: number;
  before_price?: number | null;
}

/**
 * spec §7 view.json: read once on load; it counts the view and says what changed since the
 * build. A car sold since then switches to its SOLD state with the Find Me Something
 * Similar form, one reserved since then (in the feed, or through our checkout) shows the tag a
 * reserved car shows and loses its reserve buttons (and where Reserve led, the next action
 * leads); one the build showed reserved through our checkout whose reservation has ended
 * since shows Reserve and its own tag again; a non-OK answer leaves the page as built.
 */
export async function applyLiveStatus(data: VehiclePageData): Promise<void> {
  const query = new URLSearchParams({
    photos_count: String(data.photos_count),
    updated_at: data.updated_at,
    website_id: String(data.website_id),
  });
  // built reserved by our checkout: the answer then says when the reservation has ended
  if (data.unreserved) query.set('reserved', 'true');
  let fields: LiveFields | null;
  try {
    const response = await fetch(`${data.viewJsonHref}?${query.toString()}`);
    if (!response.ok) return;
    fields = ((await response.json()) as { car_fields: LiveFields | null }).car_fields;
  } catch (error) {
    console.warn('The live status could not be read', error);
    return;
  }
  if (!fields) return;
  const { status, reserved } = fields;
  showPrice(data, fields);
  if (status && isAvailable({ status: data.status as CarStatus }) && !isAvailable({ status })) await showSold(data);
  else if (reserved && !data.reserved) {
    for (const element of document.querySelectorAll<HTMLElement>('[data-reserve]')) element.hidden = true;
    showReservedTag(data.reservedTag);
    // 'Reserved' once: the tag says it, as on a page built with the car reserved; else the notice
    const tagSaysIt = document.querySelector('.vehicle-tag--reserved') !== null;
    for (const notice of document.querySelectorAll<HTMLElement>('[data-reserved-notice]')) {
      if (tagSaysIt) notice.remove();
      else notice.hidden = false;
    }
    leadByHierarchy(data);
  } else if (reserved === false && data.unreserved) {
    // spec §4: the reservation the build showed has ended; Reserve again, and the page's own tag
    for (const element of document.querySelectorAll<HTMLElement>('[data-reserve], [data-reserved-notice]'))
      element.hidden = element.hasAttribute('data-reserved-notice');
    const { tag } = data.unreserved;
    if (tag) showTag(tag);
    else document.querySelector('.vehicle-tag')?.remove();
    leadByHierarchy(data);
  }
}

/** spec §4 tag precedence: the tag of a reserved car, in the place of the page's own (or where it would be). */
function showReservedTag(tag: VehiclePageData['reservedTag']): void {
  if (tag) showTag(tag);
}

function showTag(tag: CarTag): void {
  let shown = document.querySelector<HTMLElement>('.vehicle-tag');
  if (!shown) {
    shown = document.createElement('p');
    document.getElementById('vehicle-title')?.before(shown);
  }
  shown.className = `vehicle-tag vehicle-tag--${tag.kind}`;
  shown.textContent = tag.text;
}

/**
 * The row's primary action by the site's hierarchy (spec §2 action row) among the actions
 * shown: where Reserve has gone, the next (Enquire) takes its place, first and filled; where it
 * has come back, it leads again and the other goes back among 'More options'.
 */
function leadByHierarchy(data: VehiclePageData): void {
  const main = document.querySelector<HTMLElement>('.vehicle-actions__main');
  const current = main?.querySelector<HTMLElement>('[data-rank="primary"]');
  const shown = [...document.querySelectorAll<HTMLElement>('.vehicle-actions [data-action]')]
    .filter((item) => !item.hidden)
    .map((item) => ({ name: item.dataset.action ?? '', item }));
  const next = actionHierarchy(shown, data.primaryAction).primary?.item;
  if (!main || !next || next === current) return;
  const more = document.querySelector<HTMLElement>('.vehicle-actions__more');
  if (current && more) {
    current.dataset.rank = 'secondary';
    current.querySelector('.button')?.classList.add('button--quiet');
    more.prepend(current);
  }
  next.dataset.rank = 'primary';
  next.querySelector('.button')?.classList.remove('button--quiet');
  main.prepend(next);
  // 'More options' with its heading only while it lists something shown
  if (more) {
    more.hidden = ![...more.children].some((item) => !(item as HTMLElement).hidden);
    const heading = more.getAttribute('aria-labelledby');
    if (heading) document.getElementById(heading)?.toggleAttribute('hidden', more.hidden);
  }
}

async function showSold(data: VehiclePageData): Promise<void> {
  for (const element of document.querySelectorAll<HTMLElement>('[data-sales]')) element.hidden = true;
  const sold = document.querySelector<HTMLElement>('[data-sold]');
  if (!sold) return;
  // the panel's styles come only with a sold car's page; a plain panel beats none if they fail
  await loadStylesheet(soldPanelStyles).catch(() => undefined);
  sold.hidden = false;
  const container = sold.querySelector<HTMLElement>('[data-find-similar]');
  const heading = sold.querySelector<HTMLElement>('h2, h3');
  if (!container || !heading) return;
  try {
    const { mountCarLeadForm } = await import('../lead-dialog-root.tsx');
    await mountCarLeadForm(
      container,
      { kind: 'find-similar', car: data.card, formId: 'sold-find-similar', labelledBy: heading.id },
      SITE_FILES.carLeadForms,
    );
  } catch (error) {
    // the link to the form's page stays in the container's place
    console.warn('The Find Me Something Similar form could not load', error);
  }
}

/** spec §4 price display and §5 below-market badge, for a price the dealer changed since the build. */
function showPrice(data: VehiclePageData, fields: LiveFields): void {
  const { pricing } = data;
  const price = fields.price ?? pricing.price;
  const before = fields.before_price === undefined ? pricing.before_price : fields.before_price;
  if (price === pricing.price && before === pricing.before_price) return;
  const shown = priceDisplay({ ...pricing, price, before_price: before }, pricing.options);
  const below = shown.kind === 'price' ? belowMarket({ price, autograb_data: pricing.autograb_data }) : null;
  const text = document.querySelector<HTMLElement>('[data-price]');
  if (text) text.textContent = shown.text;
  const was = document.querySelector<HTMLElement>('[data-was-price]');
  if (was?.parentElement) {
    was.textContent = shown.wasPrice ?? '';
    was.parentElement.hidden = shown.wasPrice === null;
  }
  const badge = document.querySelector<HTMLElement>('[data-below-market]');
  if (badge) {
    badge.textContent = below ? belowMarketText(below) : '';
    badge.hidden = below === null;
  }
}
