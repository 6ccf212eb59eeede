import { afterFirstPaint } from '../../build/client/first-paint.ts';
import { ISLAND_HYDRATE_EVENT } from '../../build/client/intent-event.ts';
import { searchApiHref } from '../../search-api-paths.ts';
import { NO_LIVE_STATUS, type LiveCarStatus } from '../../views/search/card-view.ts';
import { cardSlug } from './card-ids.ts';
import { whenIdle } from './when-idle.ts';

/** How long an answer serves another asking for the same cards: the page's script, then the island going live. */
const ANSWER_KEPT_MS = 10_000;

let last: { key: string; at: number; answer: Promise<LiveCarStatus> } | null = null;

/**
 * Which of these cars are reserved now and which are free (GET /api/cars/status: reserved are
 * the feed's reserved cars and those a reservation through our checkout holds; free the others
 * the API's stock has), in one request for a page of cards. A failure answers nothing known:
 * the cards stay as they are.
 */
export function reservedNow(slugs: readonly string[]): Promise<LiveCarStatus> {
  const key = slugs.map(encodeURIComponent).join(',');
  const at = Date.now();
  if (last?.key === key && at - last.at < ANSWER_KEPT_MS) return last.answer;
  const answer =
    key === ''
      ? Promise.resolve(NO_LIVE_STATUS)
      : fetch(`${searchApiHref('carStatus')}?slugs=${key}`)
          .then(async (response) => {
            if (!response.ok) return NO_LIVE_STATUS;
            const { reserved, free } = (await response.json()) as { reserved: string[]; free?: string[] };
            return { reserved: new Set(reserved), free: new Set(free) };
          })
          .catch(() => NO_LIVE_STATUS);
  last = { key, at, answer };
  return answer;
}

/**
 * The search page's cards are the build's until the island goes live at the shopper's first
 * move: once the page has painted and the browser is idle, this asks which of them are
 * reserved now, and where one is that its card does not show (`data-reserved`), or one shows
 * reserved that is free now (a reservation ended since the build), hydrates the island at once
 * to show it; the island's first ask then takes this answer.
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
        void reservedNow(slugs).then(({ reserved, free }) => {
          const stale = cards.some((card) => {
            const slug = cardSlug(card) ?? '';
            return card.hasAttribute('data-reserved') ? free.has(slug) : reserved.has(slug);
          });
          if (stale) host.dispatchEvent(new Event(ISLAND_HYDRATE_EVENT));
        });
      },
      { timeout: 2000, fallbackMs: 200 },
    ),
  );
}
