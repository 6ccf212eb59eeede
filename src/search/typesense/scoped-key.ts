import { Client } from 'typesense';
import { and, eq, type FilterTree, not, or } from '../../domain/search/filter-tree.ts';
import { toTypesenseFilter } from '../../domain/search/typesense-filter.ts';

/** Fields the base stock filter compares with "now": the sold window (spec §7, §9). */
const CLOCK_FIELDS: readonly string[] = ['sold_date_timestamp'];

const ALWAYS: FilterTree = and();
const NEVER: FilterTree = or();

/**
 * The loosest filter implied by `tree` that no longer mentions the clock fields: each leaf on
 * such a field becomes "always" where it restricts (under an even number of `not`s) and
 * "never" where it is negated. A key built at one moment must stay valid while the sold window
 * moves, so it keeps only this part; the search client sends the full filter with each query.
 * For the base stock filter: status listed or sold, shown on the dealer website, and the
 * site's extras (used only, excluded stock numbers and makes).
 */
function withoutClock(tree: FilterTree, clockFields: readonly string[] = CLOCK_FIELDS): FilterTree {
  const relax = (node: FilterTree, negated: boolean): FilterTree => {
    switch (node.op) {
      case 'and':
        return and(...node.all.map((child) => relax(child, negated)));
      case 'or':
        return or(...node.any.map((child) => relax(child, negated)));
      case 'not':
        return not(relax(node.tree, !negated));
      default:
        if (!clockFields.includes(node.field)) return node;
        return negated ? NEVER : ALWAYS;
    }
  };
  return relax(tree, false);
}

/** The filter_by a tenant's scoped key embeds. */
function scopedFilterBy(tenant: string, baseStock: FilterTree): string {
  const filter = toTypesenseFilter(and(eq('tenant', tenant), withoutClock(baseStock)));
  if (filter === null) throw new Error(`Scoped key for tenant "${tenant}": its base stock filter matches no car`);
  return filter;
}

export interface ScopedKeyOptions {
  /** When the key stops working (Typesense `expires_at`); by default it lasts as long as its parent. */
  expiresAt?: Date;
}

/**
 * The search key a tenant's pages ship: derived from a search-only key (TYPESENSE_SEARCH_KEY,
 * never the admin key TYPESENSE_API_KEY) by a local HMAC, no request made. Typesense ANDs the
 * embedded filter_by with every query's own, and a browser cannot remove it: the key finds
 * only this tenant's cars that the base stock filter may ever list. `baseStock` is the
 * tenant's base stock filter at any moment (baseStockFilter(site.search.baseStock, now)); its
 * clock-dependent part is left out (withoutClock).
 */
export function scopedSearchKey(
  searchOnlyKey: string,
  tenant: string,
  baseStock: FilterTree,
  options: ScopedKeyOptions = {},
): string {
  if (searchOnlyKey.trim().length < 4)
    throw new Error('Scoped key: expected a search-only API key, received an empty one');
  if (!tenant) throw new Error('Scoped key: expected a tenant slug, received an empty one');
  const parameters = {
    filter_by: scopedFilterBy(tenant, baseStock),
    ...(options.expiresAt ? { expires_at: Math.floor(options.expiresAt.getTime() / 1000) } : {}),
  };
  // generateScopedSearchKey is a client method that computes locally; the node is never contacted
  const client = new Client({ nodes: [{ host: 'localhost', port: 8108, protocol: 'http' }], apiKey: searchOnlyKey });
  return client.keys().generateScopedSearchKey(searchOnlyKey, parameters);
}
