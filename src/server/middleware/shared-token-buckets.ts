import type { KeyedHash } from '../privacy/keyed-hash.ts';
import type { Queryable } from '../storage/database.ts';
import { GroupCommit, type Settled } from '../storage/group-commit.ts';
import { checkRateLimit, type RateDecision, type RateKey, type RateLimit, type RateLimiter } from './rate-limiter.ts';

interface SharedTokenBucketsOptions {
  /** Which limit ('leads-per-address'): each name counts in rows of its own. */
  name: string;
  limit: RateLimit;
  /** Hashes the client address (shopperHash): the address itself is never stored. */
  shopperHash: KeyedHash;
}

interface Take {
  tenant: string;
  keyHash: string;
}

/** A bucket after a take, as the take statement returns it. */
interface BucketRow {
  tenant: string;
  key_hash: string;
  /** How many of the tokens asked for this take handed out. */
  last_taken: number;
  /** Seconds until the bucket is full again, after this take. */
  full_in: number;
}

/** Below a microsecond's worth of a token: what timestamptz rounding may take off a whole one. */
const ROUNDING = 1e-6;

/**
 * The upsert that takes tokens from the buckets of one limit, on the database's clock: for
 * each row of the relation named `asked` (tenant, key_hash, wanted), as many of the wanted
 * tokens as the bucket holds (at most the burst), returning a BucketRow per bucket. Its
 * parameters are numbered from `first`; `params` holds their values, in order. A statement of
 * its own (SharedTokenBuckets) or a data-modifying CTE in a write (LeadStore), so the take
 * commits or rolls back with what it allowed. Buckets are taken in the order of `asked`: keep
 * it sorted, so two transactions lock shared rows in the same order.
 */
export function takeTokens(asked: string, first: number, name: string, limit: RateLimit) {
  const [limitName, burst, interval, rounding] = [0, 1, 2, 3].map((n) => `$${first + n}`);
  const sql = `INSERT INTO rate_limit_buckets AS bucket (tenant, limit_name, key_hash, full_at, last_taken)
       SELECT tenant, ${limitName}::text, key_hash,
              now() + make_interval(secs => least(wanted, ${burst}::integer) * ${interval}::float8),
              least(wanted, ${burst}::integer)
         FROM ${asked}
       ON CONFLICT (tenant, limit_name, key_hash) DO UPDATE SET (full_at, last_taken) = (
         SELECT greatest(bucket.full_at, now()) + make_interval(secs => taken * ${interval}::float8), taken
           FROM (SELECT greatest(0, least(
                   excluded.last_taken,
                   floor(${burst}::integer + ${rounding}::float8
                         - greatest(0, extract(epoch FROM bucket.full_at - now())::float8) / ${interval}::float8)
                 ))::integer AS taken) AS can
       )
       RETURNING tenant, key_hash, last_taken, extract(epoch FROM full_at - now())::float8 AS full_in`;
  // the seconds one token takes to come back
  return { sql, params: [name, limit.burst, limit.perSeconds / limit.burst, ROUNDING] };
}

/**
 * The answer to a request the bucket had no token for: the whole seconds until the next
 * token, given the bucket's seconds until full (`full_in`) after the take.
 */
export function refusedTake(fullIn: number, { burst, perSeconds }: RateLimit): RateDecision & { ok: false } {
  const interval = perSeconds / burst;
  // the next token is there once the bucket is within burst - 1 tokens of full
  const wait = Number(fullIn) - (burst - 1) * interval;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait - ROUNDING)) };
}

/**
 * Token buckets in PostgreSQL (rate_limit_buckets, migration 0011), one per site, limit and
 * keyed hash of the client's address, so a limit holds across every API instance sharing the
 * database. Each bucket is the moment it is full again; a take is one upsert on the
 * database's clock, so instances with skewed clocks agree and tests backdate rows.
 *
 * Takes that arrive together go in one statement (GroupCommit), several from one address
 * counted as one take of as many tokens, handed out in order of arrival: under load, the
 * limit costs one statement per batch, not one per request. A limit that guards a write of
 * its own takes inside that write instead (takeTokens; the leads' does, in LeadStore).
 */
export class SharedTokenBuckets implements RateLimiter {
  readonly #db: Queryable;
  readonly #name: string;
  readonly #limit: RateLimit;
  readonly #hash: KeyedHash;
  readonly #takes = new GroupCommit<Take, RateDecision>((takes) => this.#takeBatch(takes));

  constructor(db: Queryable, options: SharedTokenBucketsOptions) {
    checkRateLimit(options.limit);
    this.#db = db;
    this.#name = options.name;
    this.#limit = options.limit;
    this.#hash = options.shopperHash;
  }

  async take({ tenant, address }: RateKey): Promise<RateDecision> {
    return this.#takes.submit({ tenant, keyHash: await this.#hash.of('address', address) });
  }

  async #takeBatch(takes: readonly Take[]): Promise<Settled<RateDecision>[]> {
    const take = takeTokens('asked', 2, this.#name, this.#limit);
    const result = await this.#db.query<BucketRow>(
      `WITH asked AS (
         SELECT tenant, key_hash, count(*)::integer AS wanted
           FROM jsonb_to_recordset($1::jsonb) AS take(tenant text, key_hash text)
          GROUP BY tenant, key_hash ORDER BY tenant, key_hash
       )
       ${take.sql}`,
      [JSON.stringify(takes.map(({ tenant, keyHash }) => ({ tenant, key_hash: keyHash }))), ...take.params],
    );
    const buckets = new Map(result.rows.map((row) => [bucketId(row.tenant, row.key_hash), row]));
    const handedOut = new Map<string, number>();
    return takes.map(({ tenant, keyHash }): Settled<RateDecision> => {
      const id = bucketId(tenant, keyHash);
      const bucket = buckets.get(id);
      if (!bucket) return { ok: false, error: new Error('A rate limit bucket was not written') };
      const earlier = handedOut.get(id) ?? 0;
      handedOut.set(id, earlier + 1);
      if (earlier < bucket.last_taken) return { ok: true, value: { ok: true } };
      return { ok: true, value: refusedTake(bucket.full_in, this.#limit) };
    });
  }
}

function bucketId(tenant: string, keyHash: string): string {
  return `${tenant} ${keyHash}`;
}

/** Deletes the buckets that are full again: they carry nothing. Returns how many went. */
export async function deleteFullBuckets(db: Queryable): Promise<number> {
  return (await db.query('DELETE FROM rate_limit_buckets WHERE full_at <= now()')).rowCount;
}
