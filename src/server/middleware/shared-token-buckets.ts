import type { KeyedHash } from '../privacy/keyed-hash.ts';
import type { Queryable } from '../storage/database.ts';
import { GroupCommit, type Settled } from '../storage/group-commit.ts';
import { checkRateLimit, type RateDecision, type RateKey, type RateLimit, type RateLimiter } from './rate-limiter.ts';

export interface SharedTokenBucketsOptions {
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

interface BucketRow {
  tenant: string;
  key_hash: string;
  last_taken: number;
  /** Seconds until the bucket is full again, after this take. */
  full_in: number;
}

/** Below a microsecond's worth of a token: what timestamptz rounding may take off a whole one. */
const ROUNDING = 1e-6;

/**
 * Token buckets in PostgreSQL (rate_limit_buckets, migration 0011), one per site, limit and
 * keyed hash of the client's address, so a limit holds across every API instance sharing the
 * database. Each bucket is the moment it is full again; a take is one upsert on the
 * database's clock, so instances with skewed clocks agree and tests backdate rows.
 *
 * Takes that arrive together go in one statement (GroupCommit), several from one address
 * counted as one take of as many tokens, handed out in order of arrival: under load, the
 * limit costs one statement per batch, not one per request.
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
    const { burst, perSeconds } = this.#limit;
    // the seconds one token takes to come back
    const interval = perSeconds / burst;
    const result = await this.#db.query<BucketRow>(
      `WITH asked AS (
         SELECT tenant, key_hash, least(count(*), $3::integer)::integer AS wanted
           FROM jsonb_to_recordset($1::jsonb) AS take(tenant text, key_hash text)
          GROUP BY tenant, key_hash
       )
       INSERT INTO rate_limit_buckets AS bucket (tenant, limit_name, key_hash, full_at, last_taken)
       SELECT tenant, $2::text, key_hash, now() + make_interval(secs => wanted * $4::float8), wanted FROM asked
       ON CONFLICT (tenant, limit_name, key_hash) DO UPDATE SET (full_at, last_taken) = (
         SELECT greatest(bucket.full_at, now()) + make_interval(secs => taken * $4::float8), taken
           FROM (SELECT greatest(0, least(
                   excluded.last_taken,
                   floor($3::integer + $5::float8
                         - greatest(0, extract(epoch FROM bucket.full_at - now())::float8) / $4::float8)
                 ))::integer AS taken) AS can
       )
       RETURNING tenant, key_hash, last_taken, extract(epoch FROM full_at - now())::float8 AS full_in`,
      [
        JSON.stringify(takes.map(({ tenant, keyHash }) => ({ tenant, key_hash: keyHash }))),
        this.#name,
        burst,
        interval,
        ROUNDING,
      ],
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
      // the next token is there once the bucket is within burst - 1 tokens of full
      const wait = Number(bucket.full_in) - (burst - 1) * interval;
      return { ok: true, value: { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait - ROUNDING)) } };
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
