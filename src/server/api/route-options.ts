import type { AccountLimits } from '../account/limits-from-env.ts';
import { CheckoutReservations } from '../cars/checkout-reservations.ts';
import type { LiveStock } from '../cars/stock.ts';
import { CarViewStore } from '../cars/view-store.ts';
import { EventStore } from '../events/store.ts';
import type { PostcodeGeocoder } from '../geocoding/geocoder.ts';
import { LeadStore } from '../leads/store.ts';
import type { ClientAddress } from '../middleware/rate-limit.ts';
import type { RateLimit } from '../middleware/rate-limiter.ts';
import { paymentReceipts } from '../online-payment/receipt.ts';
import type { LeadQueue } from '../outbox/queue.ts';
import type { paymentProviderFromEnv } from '../payments/from-env.ts';
import { PhoneRevealStore } from '../phone-reveals/store.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import { reservationNotices } from '../reservations/notices.ts';
import { alertSites } from '../saved-searches/alert-site.ts';
import { shopperMailOutbox } from '../saved-searches/shopper-mail.ts';
import type { SmsSender } from '../sms/sender.ts';
import { prizeNotices } from '../spin-to-win/prize-notices.ts';
import type { Database } from '../storage/database.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { ApiOptions } from './app.ts';

/**
 * What the API's two hosts (the Node server of `npm start`, the Lambda function) give its
 * routes: their database and delivery queue, the tenants as they serve them, the stock they
 * can read, how they read a client's address, and the settings each reads from its environment.
 */
export interface ApiParts {
  db: Database;
  hash: KeyedHash;
  queue: LeadQueue;
  sites: readonly Site[];
  tenants: readonly ApiTenant[];
  stock: LiveStock;
  clientAddress: ClientAddress;
  payments: ReturnType<typeof paymentProviderFromEnv>;
  geocoder: PostcodeGeocoder;
  /** Each site's dealer key (payment requests, purchase journeys). */
  dealerKeys: ReadonlyMap<string, string>;
  /** Per client address: leads, spins of the wheel, card payments. */
  limits: { leads: RateLimit | null; spins: RateLimit | null; payments: RateLimit | null };
  /** Sign-in, and what needs it (the watchlist, my data, saved searches): none where no text message can be sent. */
  signIn: { sms: SmsSender; limits: AccountLimits } | null;
}

/** Every route group's options, the same on both hosts (print sheets, which need a browser, are the server's own). */
export function apiRouteOptions(parts: ApiParts): ApiOptions {
  const { db, hash, queue, sites, tenants, stock, clientAddress, payments, geocoder, dealerKeys, limits } = parts;
  const mail = shopperMailOutbox(queue.boss);
  const notices = reservationNotices({ outbox: queue, mail, hash });
  const signIn = parts.signIn;
  return {
    leads: {
      store: new LeadStore(db, { outbox: queue, shopperHash: hash, addressLimit: limits.leads }),
      tenants,
      clientAddress,
    },
    events: { store: new EventStore(db), tenants, clientAddress },
    cars: {
      stock,
      views: new CarViewStore(db, { shopperHash: hash }),
      reservations: new CheckoutReservations(db),
      tenants,
      clientAddress,
    },
    phoneReveals: { store: new PhoneRevealStore(db), tenants, stock, clientAddress },
    ...(signIn
      ? {
          account: {
            db,
            hash,
            sms: signIn.sms,
            tenants,
            clientAddress,
            caps: signIn.limits.caps,
            checksPerAddress: signIn.limits.checksPerAddress,
          },
          watchlist: { db, tenants, stock },
          myData: { db, hash, tenants, stock },
          savedSearches: { db, hash, tenants, sites: alertSites(sites), outbox: mail },
        }
      : {}),
    reservations: { db, hash, tenants, sites, stock, payments, notices },
    purchase: { db, hash, tenants, sites, stock, payments, outbox: queue, geocoder, dealerKeys },
    spinToWin: {
      db,
      hash,
      tenants,
      sites,
      clientAddress,
      perAddress: limits.spins,
      notices: prizeNotices({ outbox: queue, mail, hash }),
    },
    onlinePayment: {
      db,
      hash,
      tenants,
      sites,
      payments,
      dealerKeys,
      receipts: paymentReceipts(mail),
      clientAddress,
      limits: { pay: limits.payments },
    },
    ...(payments.name === 'stripe' ? { paymentWebhook: { db, provider: payments, hash, sites, stock, notices } } : {}),
  };
}
