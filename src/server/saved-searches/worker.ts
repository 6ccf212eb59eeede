import { createHash } from 'node:crypto';
import type { Job } from 'pg-boss';
import type { Car } from '../../catalog/schema/car.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { LiveStock } from '../cars/stock.ts';
import { systemClock, type Clock } from '../clock.ts';
import type { MailSender } from '../delivery/email.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import type { Database } from '../storage/database.ts';
import { alertSite } from './alert-site.ts';
import { AlertLinks } from './links.ts';
import { matchTenant, type MatchRun } from './matching.ts';
import { ALERT_MATCHING_QUEUE, SHOPPER_MAIL_QUEUE, shopperMailOutbox, type ShopperMessage } from './shopper-mail.ts';
import type { PgBoss } from 'pg-boss';

/** One line per alert run or shopper e-mail: ids and counts, never an address. */
type AlertLogEntry =
  | ({ event: 'alerts.matched'; tenant: string } & MatchRun)
  | {
      event: 'shopper-mail.sent' | 'shopper-mail.retry' | 'shopper-mail.failed' | 'shopper-mail.gone';
      email_id: string;
      detail: string;
    };

export interface AlertWorkerOptions {
  db: Database;
  boss: PgBoss;
  /** The tenants with a garage: their shoppers' searches and watchlists. */
  sites: readonly Site[];
  stock: Required<Pick<LiveStock, 'cars'>>;
  hash: KeyedHash;
  mail: MailSender;
  clock?: Clock;
  /** How often each tenant's feed is looked at for a change (default 60 s); 0 never (tests call checkFeeds). */
  watchIntervalMs?: number;
  pollingIntervalSeconds?: number;
  log?: (entry: AlertLogEntry) => void;
}

export interface AlertWorker {
  /** Looks at every tenant's feed now, and queues a matching run for each that changed since its last run. */
  checkFeeds(): Promise<number>;
  stop(): Promise<void>;
}

/** What a matching run depends on of a feed: which cars, at what price and state. */
function stockFingerprint(cars: readonly Car[]): string {
  const lines = cars
    .map(
      (car) => `${car.id}:${car.price}:${car.status}:${car.reserved}:${car.show_on_dealer_website}:${car.created_at}`,
    )
    .sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/**
 * The alerts of a worker process: it watches each tenant's feed and, when it changed (or on
 * the first look after a start, so a new build's stock is matched too), queues a matching job
 * for the tenant (pg-boss, one waiting and one running per tenant); the job matches the
 * saved searches and watchlists and queues their e-mails, which the shopper-mail job sends
 * through the leads' mail sender (SMTP, or .eml files without SMTP_URL).
 */
export async function startAlertWorker(options: AlertWorkerOptions): Promise<AlertWorker> {
  const { db, boss, mail } = options;
  const clock = options.clock ?? systemClock;
  const log = options.log ?? ((entry: AlertLogEntry) => console.log(JSON.stringify(entry)));
  const sites = new Map(options.sites.map((site) => [site.slug, site]));
  const links = new AlertLinks(options.hash);
  const outbox = shopperMailOutbox(boss);
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };

  async function lastFingerprint(tenant: string): Promise<string | null> {
    const { rows } = await db.query<{ fingerprint: string }>(
      'SELECT fingerprint FROM alert_stock_states WHERE tenant = $1',
      [tenant],
    );
    return rows[0]?.fingerprint ?? null;
  }

  const matcher = await boss.work<{ tenant: string }>(
    ALERT_MATCHING_QUEUE,
    polling,
    async ([job]: Job<{ tenant: string }>[]) => {
      const site = job && sites.get(job.data.tenant);
      if (!site) return;
      const cars = await options.stock.cars(site.slug);
      const run = await matchTenant({
        db,
        site,
        alertSite: alertSite(site),
        cars,
        now: clock.now(),
        outbox,
        links,
      });
      await db.query(
        `INSERT INTO alert_stock_states (tenant, fingerprint) VALUES ($1, $2)
       ON CONFLICT (tenant) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, matched_at = now()`,
        [site.slug, stockFingerprint(cars)],
      );
      log({ event: 'alerts.matched', tenant: site.slug, ...run });
    },
  );

  const sender = await boss.work<{ email_id: string }>(
    SHOPPER_MAIL_QUEUE,
    polling,
    async ([job]: Job<{ email_id: string }>[]) => {
      if (!job) return;
      const id = job.data.email_id;
      const { rows } = await db.query<{ message: ShopperMessage | string; created_at: Date | string; sent: boolean }>(
        'SELECT message, created_at, sent_at IS NOT NULL AS sent FROM shopper_emails WHERE id = $1',
        [id],
      );
      const row = rows[0];
      if (!row || row.sent) {
        // its shopper deleted their account (the row went with it), or a retry after the send
        log({ event: 'shopper-mail.gone', email_id: id, detail: row ? 'already sent' : 'no longer held' });
        return;
      }
      const message = typeof row.message === 'string' ? (JSON.parse(row.message) as ShopperMessage) : row.message;
      const outcome = await mail.send({ key: `shopper-${id}`, ...message, date: new Date(row.created_at) });
      if (outcome.outcome === 'delivered') {
        await db.query('UPDATE shopper_emails SET sent_at = now() WHERE id = $1', [id]);
        log({ event: 'shopper-mail.sent', email_id: id, detail: outcome.detail });
        return;
      }
      log({
        event: outcome.outcome === 'retry' ? 'shopper-mail.retry' : 'shopper-mail.failed',
        email_id: id,
        detail: outcome.reason,
      });
      // a temporary failure is tried again with back-off; a permanent one (no such mailbox) is not
      if (outcome.outcome === 'retry') throw new Error(outcome.reason);
    },
  );

  async function checkFeeds(): Promise<number> {
    let queued = 0;
    for (const site of sites.values()) {
      const fingerprint = stockFingerprint(await options.stock.cars(site.slug));
      if (fingerprint === (await lastFingerprint(site.slug))) continue;
      if (await boss.send(ALERT_MATCHING_QUEUE, { tenant: site.slug }, { singletonKey: site.slug })) queued++;
    }
    return queued;
  }

  const interval = options.watchIntervalMs ?? 60_000;
  let watching: Promise<unknown> = Promise.resolve();
  const watch =
    interval > 0
      ? setInterval(() => {
          watching = checkFeeds().catch((error: unknown) =>
            console.error(
              `alerts: the feeds could not be checked: ${error instanceof Error ? error.message : 'error'}`,
            ),
          );
        }, interval)
      : null;
  watch?.unref();
  if (watch) watching = checkFeeds().catch(() => undefined);

  return {
    checkFeeds,
    async stop() {
      if (watch) clearInterval(watch);
      await watching;
      await boss.offWork(ALERT_MATCHING_QUEUE, { id: matcher, wait: true });
      await boss.offWork(SHOPPER_MAIL_QUEUE, { id: sender, wait: true });
    },
  };
}
