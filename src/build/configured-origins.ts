import { imageCdnOrigin } from '../domain/images/image-cdn.ts';
import { takesDeposits } from '../domain/reservations/checkout.ts';
import type { Site } from '../tenant/schema/site.ts';
import { paymentPageOrigins } from './payment-origins.ts';

/** Origins the tenant's config makes the browser load from, whatever its pages' HTML says. */
export interface ConfiguredOrigins {
  /** Its Typesense nodes. */
  connectOrigins: string[];
  /** Its image CDN: the print sheet sets a photo's source from script. */
  imageOrigins: string[];
  /** The payment processor's card field (its frame), on a site that takes deposits or online payments. */
  frameOrigins: string[];
  /** The payment processor's script (Stripe.js), on a site that takes deposits or online payments. */
  scriptOrigins: string[];
}

export function configuredOrigins(site: Site, env: NodeJS.ProcessEnv = process.env): ConfiguredOrigins {
  const cdn = imageCdnOrigin(site.images.cdn);
  const payments =
    takesDeposits(site.features) || site.onlinePayment
      ? paymentPageOrigins(env)
      : { frameOrigins: [], scriptOrigins: [], connectOrigins: [] };
  return {
    connectOrigins: [
      ...(site.search.engine.kind === 'typesense' ? site.search.engine.nodes.map((url) => new URL(url).origin) : []),
      ...payments.connectOrigins,
    ],
    imageOrigins: cdn ? [cdn] : [],
    frameOrigins: payments.frameOrigins,
    scriptOrigins: payments.scriptOrigins,
  };
}
