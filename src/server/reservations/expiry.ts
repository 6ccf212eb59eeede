import type { PgBoss } from 'pg-boss';
import { RESERVATION_MESSAGES } from '../../domain/reservations/checkout.ts';
import { systemClock, type Clock } from '../clock.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { LiveStock } from '../cars/stock.ts';
import type { ReservationNotices } from './notices.ts';
import { settleOwedPayments } from './payments-owed.ts';
import type { Queryable } from '../storage/database.ts';
import type { Reservation, ReservationStore } from './store.ts';

/** The job that ends holds past their 48 hours and settles what the processor is still owed. */
const RESERVATION_EXPIRY_QUEUE = 'reservation-expiry';

/** A reservation still authorising after this long was left by a process that died mid-payment. */
const STUCK_AFTER_MINUTES = 10;

interface ExpiryRun {
  expired: number;
  /** Reservations whose shopper's bank check was not finished in time: their cars freed, their payments released. */
  unverified: number;
  recovered: number;
  settled: number;
  /** Reservations of deleted accounts that ended and lost their shopper's details. */
  deidentified: number;
}

/**
 * One run of the expiry job at `now`: held reservations whose hold ended become expired (their
 * authorisation to release); a reservation whose bank check was not finished by its time is
 * declined (the shopper left the page, or the webhook never came), its car freed and its
 * payment owed a release; a reservation left authorising by a crash is asked of the
 * processor again with its own idempotency key and token, which answers as it did the first
 * time, and its hold, if any, is released (the shopper was never told it succeeded); then
 * every owed capture or release is asked of the processor; last, the reservations of deleted
 * accounts that have ended lose their shopper's details.
 */
async function runExpiry(
  store: ReservationStore,
  payments: PaymentProvider,
  now: Date,
  onExpired?: (tx: Queryable, expired: Reservation[]) => Promise<void>,
): Promise<ExpiryRun> {
  const expired = await store.expireDue(now, onExpired);
  const unverified = await store.failVerification({ dueBy: now }, RESERVATION_MESSAGES.verificationExpired, now);
  let recovered = 0;
  for (const stuck of await store.stuckAuthorising(new Date(now.getTime() - STUCK_AFTER_MINUTES * 60_000))) {
    try {
      const answer = await payments.authorise({
        token: stuck.payment_token,
        amountCents: stuck.amount_cents,
        currency: 'aud',
        idempotencyKey: `reservation-${stuck.id}`,
        description: 'Reservation deposit',
        metadata: { reservation: stuck.id, tenant: stuck.tenant, car: stuck.car_slug },
      });
      const paymentId = answer.outcome === 'declined' ? null : answer.paymentId;
      if (await store.abandon(stuck.id, paymentId, now)) recovered++;
    } catch {
      // the processor cannot be asked now: the next run asks again
    }
  }
  const settled = await settleOwedPayments(store, payments, await store.owedPaymentActions());
  const deidentified = await store.deidentifyEnded(now);
  return { expired: expired.length, unverified: unverified.length, recovered, settled, deidentified };
}

export interface ReservationWorker {
  /** One run now, on the worker's clock, as the job runs it (tests move the clock and call it). */
  runNow(): Promise<ExpiryRun>;
  stop(): Promise<void>;
}

/** Works the expiry job once a minute (pg-boss's cron schedule), on the given clock. */
export async function startReservationWorker(options: {
  boss: PgBoss;
  store: ReservationStore;
  payments: PaymentProvider;
  /** The shoppers' e-mails of expired reservations, with each tenant's site and stock. */
  expiredNotices?: { notices: ReservationNotices; sites: readonly Site[]; stock: LiveStock };
  clock?: Clock;
}): Promise<ReservationWorker> {
  const { boss, store, payments } = options;
  const clock = options.clock ?? systemClock;
  const told = options.expiredNotices;
  const sites = new Map(told?.sites.map((site) => [site.slug, site]));
  const onExpired = told
    ? async (tx: Queryable, expired: Reservation[]) => {
        for (const reservation of expired) {
          const site = sites.get(reservation.tenant);
          if (!site) continue;
          const car = await told.stock.car(site.slug, reservation.car_slug).catch(() => null);
          await told.notices.settled(tx, reservation, site, car);
        }
      }
    : undefined;
  await boss.createQueue(RESERVATION_EXPIRY_QUEUE, { policy: 'singleton', retryLimit: 0, expireInSeconds: 300 });
  await boss.schedule(RESERVATION_EXPIRY_QUEUE, '* * * * *');
  const runNow = async () => {
    const run = await runExpiry(store, payments, clock.now(), onExpired);
    if (run.expired + run.unverified + run.recovered + run.settled + run.deidentified > 0)
      console.log(JSON.stringify({ event: 'reservations.expiry', ...run }));
    return run;
  };
  const worker = await boss.work(RESERVATION_EXPIRY_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    await runNow();
  });
  return {
    runNow,
    async stop() {
      await boss.offWork(RESERVATION_EXPIRY_QUEUE, { id: worker, wait: true });
    },
  };
}
