import type { AlertEmailText } from '../../domain/account/alert-emails.ts';
import { garageApiHref } from '../../garage-api-paths.ts';
import { garageHref, STATIC_ROUTES } from '../../site-urls.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { ShopperMessage } from './shopper-mail.ts';

/** What a shopper's e-mail needs of its site: its name, its address on the web, its sender. */
export interface AlertSite {
  slug: string;
  name: string;
  /** The site's origin, e.g. https://www.example.com.au (no trailing slash). */
  origin: string;
  /** alerts@ the site's domain: the shopper sees who writes to them. */
  from: string;
  /** The garage's own path: price-drop e-mails link to the watchlist there. */
  garagePath: string;
}

export function alertSite(site: Site): AlertSite {
  const url = new URL(site.domain);
  const host = url.hostname.replace(/^www\./, '');
  return {
    slug: site.slug,
    name: site.name,
    origin: url.origin,
    from: `${JSON.stringify(site.name)} <alerts@${host}>`,
    garagePath: garageHref(site) ?? '/my-garage',
  };
}

/** Where a link's token goes: the page an e-mail links to, and the one-click unsubscribe (RFC 8058) of the API. */
interface TokenLinks {
  /** The confirmation page (src/pages/pages/confirm-email), for a confirmation token. */
  confirm: string;
  /** The unsubscribe page, whose button posts an unsubscribe token. */
  unsubscribe: string;
  oneClick: string;
}

export function tokenLinks(site: AlertSite, token: string): TokenLinks {
  return {
    confirm: `${site.origin}/pages/confirm-email/?token=${token}`,
    unsubscribe: `${site.origin}${STATIC_ROUTES.unsubscribe}/?token=${token}`,
    oneClick: `${site.origin}${garageApiHref('alertUnsubscribe')}?token=${token}`,
  };
}

/**
 * A shopper's e-mail from its site. An alert carries the one-click unsubscribe of RFC 8058:
 * `List-Unsubscribe` with the API's URL (a mail provider POSTs `List-Unsubscribe=One-Click`
 * to it, with no cookie and no Origin: the token is the whole authority) and
 * `List-Unsubscribe-Post`.
 */
export function shopperMessage(
  site: AlertSite,
  to: string,
  email: AlertEmailText,
  oneClickUnsubscribe?: string,
): ShopperMessage {
  const headers: Record<string, string> = { 'Auto-Submitted': 'auto-generated' };
  if (oneClickUnsubscribe) {
    headers['List-Unsubscribe'] = `<${oneClickUnsubscribe}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    from: site.from,
    to,
    subject: email.subject,
    text: email.text,
    messageId: `<alert.${crypto.randomUUID()}@${new URL(site.origin).hostname}>`,
    headers,
  };
}

/** The sites' alert details by tenant slug, for the API's confirmation e-mails. */
export function alertSites(sites: readonly Site[]): ReadonlyMap<string, AlertSite> {
  return new Map(sites.map((site) => [site.slug, alertSite(site)]));
}
