import type { LinkRole } from '../../domain/reservations/reservation-actions.ts';
import { STATIC_ROUTES } from '../../site-urls.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import { isTokenText, SignedTokens } from '../privacy/signed-tokens.ts';
import type { Reservation } from './store.ts';

/** A link keeps showing its reservation for a week after the hold ends, so a late click is told what happened. */
const LINK_GRACE_SECONDS = 7 * 24 * 3600;

/** A reservation's e-mailed link: who it was sent to (`k`), the site (`t`), the reservation (`r`), until when (`x`, seconds since 1970). */
export interface ReservationLink {
  k: LinkRole;
  t: string;
  r: string;
  x: number;
}

function asLink(value: unknown): ReservationLink | null {
  if (typeof value !== 'object' || value === null) return null;
  const link = value as Record<string, unknown>;
  if (link.k !== 'dealer' && link.k !== 'shopper') return null;
  if (!isTokenText(link.t) || !isTokenText(link.r) || !Number.isInteger(link.x)) return null;
  return link as unknown as ReservationLink;
}

/**
 * The links of a reservation's e-mails (SignedTokens): the dealer's confirms or releases it,
 * the shopper's cancels it. The link opens the reservation page, whose buttons POST the token.
 */
export class ReservationLinks extends SignedTokens<ReservationLink> {
  constructor(hash: KeyedHash) {
    super(hash, 'reservation-link', asLink);
  }

  /** The reservation page on the site's origin, with the token. */
  pageUrl(origin: string, token: string): string {
    return `${origin}${STATIC_ROUTES.reservation}/?token=${token}`;
  }

  /** The dealer's and the shopper's links of a reservation's e-mails, valid a week past its hold (from `now` before one). */
  async urls(site: Site, reservation: Reservation, now: Date): Promise<{ dealer: string; shopper: string }> {
    const until = Math.floor((reservation.expires_at ?? now).getTime() / 1000) + LINK_GRACE_SECONDS;
    const token = (role: LinkRole) => this.token({ k: role, t: site.slug, r: reservation.id, x: until });
    const origin = new URL(site.domain).origin;
    return {
      dealer: this.pageUrl(origin, await token('dealer')),
      shopper: this.pageUrl(origin, await token('shopper')),
    };
  }
}
