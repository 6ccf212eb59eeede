import {
  carCompareDataHref,
  COMPARE_TEXTS,
  compareHref,
  compareFeatures,
  compareRows,
  compareSource,
  type CompareCar,
} from '../../domain/account/compare.ts';
import { IMAGE_USES, imageCdnUrl } from '../../domain/images/image-cdn.ts';
import { carHref } from '../../site-urls.ts';
import { COMPARE_MAX } from '../../domain/account/compare-list.ts';
import { $compare } from '../../stores/compare.ts';
import { $favourites } from '../../stores/favourites.ts';

const TIMEOUT_MS = 10_000;
const PHOTO = { width: IMAGE_USES.card.widths[0], quality: IMAGE_USES.card.quality };

/** A car the address names: its facts, or why there are none (it left the stock). */
type Column = { slug: string; car: CompareCar | null };

async function fetchCar(slug: string): Promise<CompareCar | null> {
  try {
    const response = await fetch(carCompareDataHref(slug), { signal: AbortSignal.timeout(TIMEOUT_MS) });
    return response.ok ? ((await response.json()) as CompareCar) : null;
  } catch {
    return null;
  }
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** A column's head: the photo, the name linking to the car's page, and Remove. */
function carHeading(column: Column, cdn: string): HTMLTableCellElement {
  const th = element('th');
  th.scope = 'col';
  const { car } = column;
  if (car) {
    const image = element('img');
    image.alt = '';
    image.width = 400;
    image.height = 250;
    if (car.primary_image_url) image.src = imageCdnUrl(cdn, car.primary_image_url, PHOTO.width, PHOTO.quality);
    const link = element('a', car.name);
    link.href = carHref(car.slug);
    th.append(image, link);
  } else th.append(element('span', COMPARE_TEXTS.gone));
  const remove = element('button', COMPARE_TEXTS.remove, 'quiet-button');
  remove.type = 'button';
  remove.dataset.remove = column.slug;
  remove.setAttribute('aria-label', `${COMPARE_TEXTS.remove}: ${car?.name ?? column.slug}`);
  th.append(remove);
  return th;
}

/** A row head, saying for screen readers too when the cars differ on it. */
function rowHeading(label: string, differs: boolean): HTMLTableCellElement {
  const th = element('th', label);
  th.scope = 'row';
  if (differs) th.append(element('span', ` (${COMPARE_TEXTS.differs})`, 'visually-hidden'));
  return th;
}

/** The table: a column per car, a row per fact, the rows where the cars differ marked. */
function drawTable(table: HTMLTableElement, columns: readonly Column[], cdn: string): void {
  const cars = columns.map((column) => column.car).filter((car): car is CompareCar => car !== null);
  const known = columns.map((column) => column.car !== null);
  const head = element('thead');
  const headRow = element('tr');
  headRow.append(element('td'), ...columns.map((column) => carHeading(column, cdn)));
  head.append(headRow);
  const body = element('tbody');
  for (const row of compareRows(cars)) {
    const tr = element('tr');
    if (row.differs) tr.dataset.differs = '';
    const values = [...row.values];
    tr.append(
      rowHeading(row.label, row.differs),
      ...known.map((isKnown) => element('td', isKnown ? values.shift() : '')),
    );
    body.append(tr);
  }
  const features = compareFeatures(cars);
  const featureRow = element('tr');
  const anyUnique = features.some((list) => list.some((item) => !item.shared));
  if (anyUnique) featureRow.dataset.differs = '';
  featureRow.append(rowHeading('Key features', anyUnique));
  for (const isKnown of known) {
    const td = element('td');
    const list = isKnown ? features.shift() : undefined;
    if (list?.length) {
      const ul = element('ul', undefined, 'compare__features');
      for (const item of list) {
        const li = element('li', item.feature);
        // a feature only some of the cars have is one of the differences
        if (!item.shared) {
          li.className = 'compare__feature--differs';
          li.append(element('span', ` (${COMPARE_TEXTS.differs})`, 'visually-hidden'));
        }
        ul.append(li);
      }
      td.append(ul);
    }
    featureRow.append(td);
  }
  body.append(featureRow);
  table.dataset.cars = String(columns.length);
  table.replaceChildren(head, body);
}

/**
 * The compare page: the cars the address names (a shared link), this browser's first
 * favourites (from the header's list), else the cars this browser compares; the address then
 * names them, so it can be shared; each car's facts fetched, drawn
 * side by side. Remove takes a car off the page and off this browser's list.
 */
export function attachComparePage(page: Document): void {
  const root = page.querySelector<HTMLElement>('[data-compare-page]');
  const status = root?.querySelector('[data-compare-status]');
  const empty = root?.querySelector<HTMLElement>('[data-compare-empty]');
  const tools = root?.querySelector<HTMLElement>('[data-compare-tools]');
  const scroll = root?.querySelector<HTMLElement>('[data-compare-scroll]');
  const table = root?.querySelector<HTMLTableElement>('[data-compare-table]');
  if (!root || !status || !empty || !tools || !scroll || !table) return;
  const cdn = root.dataset.imageCdn ?? '{src}';
  let columns: Column[] = [];

  const show = () => {
    const some = columns.length > 0;
    empty.hidden = some;
    tools.hidden = !some;
    scroll.hidden = !some;
    if (!some) status.textContent = COMPARE_TEXTS.empty;
    if (some) drawTable(table, columns, cdn);
  };

  const source = compareSource(location.search);
  const slugs =
    source === 'favourites'
      ? $favourites
          .get()
          .slice(0, COMPARE_MAX)
          .map((entry) => entry.slug)
      : source === 'stored'
        ? $compare.get().map((entry) => entry.slug)
        : source.slugs;
  history.replaceState(history.state, '', compareHref(slugs));
  void Promise.all(slugs.map(async (slug): Promise<Column> => ({ slug, car: await fetchCar(slug) }))).then(
    (fetched) => {
      columns = fetched;
      status.textContent = '';
      show();
    },
  );

  table.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-remove]');
    if (!button) return;
    const slug = button.dataset.remove;
    const removed = columns.find((column) => column.slug === slug);
    columns = columns.filter((column) => column !== removed);
    $compare.set($compare.get().filter((entry) => entry.slug !== slug));
    history.replaceState(history.state, '', compareHref(columns.map((column) => column.slug)));
    show();
    if (columns.length > 0) status.textContent = `${removed?.car?.name ?? slug}: ${COMPARE_TEXTS.removed}`;
    // the button is gone with its column: the focus goes to the table, or to Browse cars
    (columns.length > 0 ? scroll : empty.querySelector('a'))?.focus();
  });

  root.querySelector<HTMLInputElement>('[data-compare-only]')?.addEventListener('change', (event) => {
    table.classList.toggle('compare__table--differences', (event.target as HTMLInputElement).checked);
  });

  root.querySelector('[data-compare-copy]')?.addEventListener('click', () => {
    void navigator.clipboard
      .writeText(location.href)
      .then(() => COMPARE_TEXTS.copied)
      .catch(() => COMPARE_TEXTS.copyFailed)
      .then((text) => {
        status.textContent = text;
      });
  });
}
