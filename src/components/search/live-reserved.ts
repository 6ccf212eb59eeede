import { afterFirstPaint } from '../../build/client/first-paint.ts';
import { ISLAND_HYDRATE_EVENT } from '../../build/client/intent-event.ts';
import { searchApiHref } from '../../search-api-paths.ts';
import { cardSlug } from './card-ids.ts';
import { whenIdle } from './when-idle.ts';

/** How long an answer serves another asking for the same cards: the page's script, then the island going live. */
const ANSWER_KEPT_MS = 10_000;

const NONE: ReadonlySet<string> = new Set();

let last: { key: string; at: number; answer: Promise<ReadonlySet<string>> } | null = null;

/**
 * Which of these cars are reserved now (GET /api/cars/status: the feed's reserved cars and
 * those a reservation through our checkout holds), in one request for a page of cards. A
 * failure answers none: the cards stay as they are.
 */
export function reservedNow(slugs: readonly string[]): Promise<ReadonlySet<string>> {
  const key = slugs.map(encodeURIComponent).join(',');
  const at = Date.now();
  if (last?.key === key && at - last.at < ANSWER_KEPT_MS) return last.answer;
  const answer =
    key === ''
      ? Promise.resolve(NONE)
      : fetch(`${searchApiHref('carStatus')}?slugs=${key}`)
          .then(async (response) =>
            response.ok ? new Set(((await response.json()) as { reserved: string[] }).reserved) : NONE,
          )
          .catch(() => NONE);
  last = { key, at, answer };
  return answer;
}

/**
 * The search page's cards are the build's until the island goes live at the shopper's first
 * move: once the page has painted and the browser is idle, this asks which of them are
 * reserved now, and where one is that its card does not show (`data-reserved`), hydrates the
 * island at once to show it; the island's first ask then takes this answer.
 */
export function askReservedBesideIsland(page: Document, island: string): void {
  const host = page.querySelector(island)?.closest('astro-island');
  if (!host) return;
  afterFirstPaint(() =>
    whenIdle(
      () => {
        // live already: the island asks for itself
        if (!host.hasAttribute('ssr')) return;
        const cards = [...host.querySelectorAll('.car-card')];
        const slugs = cards.map(cardSlug).filter((slug): slug is string => slug !== null);
        void reservedNow(slugs).then((reserved) => {
          const unshown = cards.some(
            (card) => reserved.has(cardSlug(card) ?? '') && !card.hasAttribute('data-reserved'),
          );
          if (unshown) host.dispatchEvent(new Event(ISLAND_HYDRATE_EVENT));
        });
      },
      { timeout: 2000, fallbackMs: 200 },
    ),
  );
}
