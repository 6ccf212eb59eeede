import { carRows, type InventorySource } from './source.ts';

/** How long a feed may take to answer before the build or the API gives up on it. */
const FEED_TIMEOUT_MS = 30_000;

/** The feed's address as reports show it: without its query, which may carry a token. */
function shownAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A JSON feed the dealer's system publishes over HTTP(S): an array of cars in the spec §3
 * Car shape, read by every build and, for the vehicle pages' live data, by the API once a
 * minute, wherever it runs (a file feed is only where the repository is). `authorization`
 * is the Authorization header's value when the feed asks for one, from the environment,
 * never from the tenant's file.
 */
export function urlSource(url: string, authorization?: string): InventorySource {
  const name = shownAddress(url);
  return {
    name,
    async rows() {
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json', ...(authorization ? { authorization } : {}) },
          signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
        });
      } catch (error) {
        throw new Error(`${name}: cannot reach the inventory feed: ${reason(error)}`, { cause: error });
      }
      if (!response.ok) throw new Error(`${name}: the inventory feed answered HTTP ${response.status}`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(await response.text());
      } catch (error) {
        throw new Error(`${name}: the inventory feed is not JSON: ${reason(error)}`, { cause: error });
      }
      return carRows(name, parsed);
    },
  };
}
