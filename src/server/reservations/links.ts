import type { LinkRole } from '../../domain/reservations/reservation-actions.ts';
import { STATIC_ROUTES } from '../../site-urls.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import { isTokenText, SignedTokens } from '../privacy/signed-tokens.ts';

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
}
