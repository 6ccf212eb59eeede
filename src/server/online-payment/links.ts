import { paymentRequestLink } from '../../site-urls.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import { isTokenText, SignedTokens } from '../privacy/signed-tokens.ts';

/** A payment request's link: the site (`t`), the request (`r`), until when it can be paid (`x`, seconds since 1970). */
export interface PaymentRequestLinkFields {
  t: string;
  r: string;
  x: number;
}

function asLink(value: unknown): PaymentRequestLinkFields | null {
  if (typeof value !== 'object' || value === null) return null;
  const link = value as Record<string, unknown>;
  if (!isTokenText(link.t) || !isTokenText(link.r) || !Number.isInteger(link.x)) return null;
  return link as unknown as PaymentRequestLinkFields;
}

/**
 * The links the dealer sends a shopper to pay a request (SignedTokens): nobody can make one,
 * point one at another request or site, or lengthen its time, without the shoppers' hash key.
 */
export class PaymentRequestLinks extends SignedTokens<PaymentRequestLinkFields> {
  constructor(hash: KeyedHash) {
    super(hash, 'payment-request-link', asLink);
  }

  /** The payment page on the site's origin, with the request's token. */
  async link(origin: string, request: { id: string; tenant: string; expires_at: Date }): Promise<string> {
    const token = await this.token({
      t: request.tenant,
      r: request.id,
      x: Math.floor(request.expires_at.getTime() / 1000),
    });
    return paymentRequestLink(origin, token);
  }
}
