import type { PgBoss } from 'pg-boss';
import type { Queryable } from '../storage/database.ts';

/** The jobs that send e-mails to shoppers (confirmation links, alerts), one per shopper_emails row. */
export const SHOPPER_MAIL_QUEUE = 'shopper-mail';
/** The jobs that match a tenant's stock against its saved searches and watchlists. */
export const ALERT_MATCHING_QUEUE = 'alert-matching';

type ShopperEmailKind =
  | 'confirm-address'
  | 'new-matches'
  | 'price-drops'
  | 'reservation-held'
  | 'reservation-settled'
  | 'spin-voucher'
  | 'payment-receipt';

/**
 * Whose e-mail it is: a signed-in shopper's (it goes with their account), a reservation's (a
 * visitor may reserve), a spin's (a visitor may spin; a signed-in shopper's goes with the account
 * too), or a payment request's (its receipt: a visitor may pay).
 */
type ShopperEmailOwner =
  { user: string } | { reservation: string } | { spin: string; user: string | null } | { paymentRequest: string };

/** A shopper's e-mail as stored until it is sent. */
export interface ShopperMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

/** Where the API and the matching put shoppers' e-mails: a row and its job, in the caller's transaction. */
export interface ShopperMailOutbox {
  enqueue(tx: Queryable, owner: ShopperEmailOwner, kind: ShopperEmailKind, message: ShopperMessage): Promise<string>;
}

/**
 * The shopper e-mail outbox over pg-boss: the row holds the address and the text (they go
 * with the user), the job only its id. Tried like a lead's e-mail, with back-off, over about
 * an hour: an alert that is a day late is no use.
 */
export function shopperMailOutbox(boss: PgBoss): ShopperMailOutbox {
  return {
    async enqueue(tx, owner, kind, message) {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO shopper_emails (user_id, reservation_id, spin_id, payment_request_id, kind, message)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          'user' in owner ? owner.user : null,
          'reservation' in owner ? owner.reservation : null,
          'spin' in owner ? owner.spin : null,
          'paymentRequest' in owner ? owner.paymentRequest : null,
          kind,
          JSON.stringify(message),
        ],
      );
      const id = rows[0]!.id;
      await boss.send(SHOPPER_MAIL_QUEUE, { email_id: id }, { db: tx.jobs });
      return id;
    },
  };
}

/** Makes both queues (on every start, like the lead queues) and loads them into pg-boss's cache. */
export async function createShopperQueues(boss: PgBoss): Promise<void> {
  const kept = { retentionSeconds: 7 * 24 * 3600, deleteAfterSeconds: 7 * 24 * 3600 };
  await boss.createQueue(SHOPPER_MAIL_QUEUE, {
    ...kept,
    retryLimit: 6,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 900,
    expireInSeconds: 60,
  });
  // stately with the tenant as key: at most one run waiting and one running per tenant
  await boss.createQueue(ALERT_MATCHING_QUEUE, {
    ...kept,
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 600,
  });
  // a cache miss inside a PGlite transaction would wait for the connection that transaction holds
  await boss.findJobs(SHOPPER_MAIL_QUEUE, { id: '00000000-0000-0000-0000-000000000000' });
  await boss.findJobs(ALERT_MATCHING_QUEUE, { id: '00000000-0000-0000-0000-000000000000' });
}
