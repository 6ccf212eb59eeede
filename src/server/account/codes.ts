import { judgeCode, SIGN_IN_POLICY, type CodeVerdict } from '../../domain/account/sign-in-policy.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import type { Database } from '../storage/database.ts';
import { startSession, type ShopperUser } from './sessions.ts';

/** The caps on codes sent; SIGN_IN_POLICY's unless a deployment or a test sets its own. */
export interface CodeCaps {
  perNumberPerHour: number;
  perAddressPerHour: number;
  perSitePerDay: number;
}

const DEFAULT_CODE_CAPS: CodeCaps = {
  perNumberPerHour: SIGN_IN_POLICY.codesPerNumberPerHour,
  perAddressPerHour: SIGN_IN_POLICY.codesPerAddressPerHour,
  perSitePerDay: SIGN_IN_POLICY.codesPerSitePerDay,
};

export type IssueResult =
  | { ok: true; code: string; codeId: string }
  | { ok: false; cap: 'number' | 'address' | 'site'; retryAfterSeconds: number };

export type VerifyResult =
  { ok: true; user: ShopperUser; sessionId: string } | { ok: false; verdict: Exclude<CodeVerdict, 'signed-in'> };

const CODE_SPACE = 10 ** SIGN_IN_POLICY.codeDigits;
/** The largest multiple of the code space below 2^32: draws above it are redrawn, so every code is equally likely. */
const UNBIASED_LIMIT = Math.floor(2 ** 32 / CODE_SPACE) * CODE_SPACE;

/** A code from the platform's CSPRNG, zero-padded to its digits. */
function newCode(): string {
  const draw = new Uint32Array(1);
  do crypto.getRandomValues(draw);
  while (draw[0]! >= UNBIASED_LIMIT);
  return String(draw[0]! % CODE_SPACE).padStart(SIGN_IN_POLICY.codeDigits, '0');
}

/** Compares two hex digests in time that does not depend on where they differ. */
function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Sign-in codes in PostgreSQL (sign_in_codes): issued under the caps, checked once. Every
 * window runs on the database's clock, and a site's issuing is serialised by a
 * transaction-scoped advisory lock, so the caps hold across every API instance however many
 * requests arrive together.
 */
export class SignInCodes {
  readonly #db: Database;
  readonly #hash: KeyedHash;
  readonly #caps: CodeCaps;

  constructor(db: Database, options: { hash: KeyedHash; caps?: Partial<CodeCaps> }) {
    this.#db = db;
    this.#hash = options.hash;
    this.#caps = { ...DEFAULT_CODE_CAPS, ...options.caps };
  }

  /** A new code for the number, which makes its earlier ones void; or the cap that refuses it. */
  async issue(tenant: string, phone: string, address: string | undefined): Promise<IssueResult> {
    const code = newCode();
    const codeHash = await this.#hash.of('sign-in-code', `${tenant}:${phone}:${code}`);
    const addressHash = address ? await this.#hash.of('address', address) : null;
    const caps = this.#caps;
    return this.#db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('sign-in-codes:' || $1, 0))`, [tenant]);
      const { rows } = await tx.query<{
        number_count: number;
        number_wait: number | null;
        address_count: number;
        address_wait: number | null;
        site_count: number;
        site_wait: number | null;
      }>(
        `SELECT count(*) FILTER (WHERE phone = $2 AND created_at > now() - interval '1 hour')::int AS number_count,
                ceil(extract(epoch FROM min(created_at) FILTER (WHERE phone = $2 AND created_at > now() - interval '1 hour')
                  + interval '1 hour' - now()))::int AS number_wait,
                count(*) FILTER (WHERE address_hash = $3 AND created_at > now() - interval '1 hour')::int AS address_count,
                ceil(extract(epoch FROM min(created_at) FILTER (WHERE address_hash = $3 AND created_at > now() - interval '1 hour')
                  + interval '1 hour' - now()))::int AS address_wait,
                count(*)::int AS site_count,
                ceil(extract(epoch FROM min(created_at) + interval '1 day' - now()))::int AS site_wait
           FROM sign_in_codes
          WHERE tenant = $1 AND created_at > now() - interval '1 day'`,
        [tenant, phone, addressHash],
      );
      const counts = rows[0]!;
      const wait = (seconds: number | null) => Math.max(1, seconds ?? 1);
      if (counts.number_count >= caps.perNumberPerHour)
        return { ok: false, cap: 'number', retryAfterSeconds: wait(counts.number_wait) };
      if (addressHash && counts.address_count >= caps.perAddressPerHour)
        return { ok: false, cap: 'address', retryAfterSeconds: wait(counts.address_wait) };
      if (counts.site_count >= caps.perSitePerDay)
        return { ok: false, cap: 'site', retryAfterSeconds: wait(counts.site_wait) };
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO sign_in_codes (tenant, phone, code_hash, address_hash, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5)) RETURNING id`,
        [tenant, phone, codeHash, addressHash, SIGN_IN_POLICY.codeLifetimeMinutes],
      );
      return { ok: true, code, codeId: inserted.rows[0]!.id };
    });
  }

  /** A code whose SMS could not be sent: void, so it cannot be guessed, though it still counts against the caps. */
  async void(codeId: string): Promise<void> {
    await this.#db.query('UPDATE sign_in_codes SET used_at = now() WHERE id = $1', [codeId]);
  }

  /**
   * Checks a code typed back against the number's newest code: right, it is used up, the
   * user is found or made, and a new session starts; wrong, the try is counted.
   */
  async verify(tenant: string, phone: string, code: string): Promise<VerifyResult> {
    const typedHash = await this.#hash.of('sign-in-code', `${tenant}:${phone}:${code}`);
    return this.#db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        id: string;
        code_hash: string;
        expired: boolean;
        used: boolean;
        wrong_tries: number;
      }>(
        `SELECT id, code_hash, expires_at <= now() AS expired, used_at IS NOT NULL AS used, wrong_tries
           FROM sign_in_codes WHERE tenant = $1 AND phone = $2
          ORDER BY created_at DESC, id LIMIT 1 FOR UPDATE`,
        [tenant, phone],
      );
      const row = rows[0];
      const issued = row ? { expired: row.expired, used: row.used, wrongTries: row.wrong_tries } : null;
      const { verdict, countsTry } = judgeCode(issued, row ? sameDigest(row.code_hash, typedHash) : false);
      if (countsTry) await tx.query('UPDATE sign_in_codes SET wrong_tries = wrong_tries + 1 WHERE id = $1', [row!.id]);
      if (verdict !== 'signed-in') return { ok: false, verdict };
      await tx.query('UPDATE sign_in_codes SET used_at = now() WHERE id = $1', [row!.id]);
      const user = await tx.query<{ id: string }>(
        `INSERT INTO shopper_users (tenant, phone) VALUES ($1, $2)
         ON CONFLICT (tenant, phone) DO UPDATE SET phone = EXCLUDED.phone RETURNING id`,
        [tenant, phone],
      );
      const userId = user.rows[0]!.id;
      return { ok: true, user: { id: userId, phone }, sessionId: await startSession(tx, tenant, userId) };
    });
  }
}

/** The hourly clean-up: codes older than a day count against no cap and sign nobody in. */
export async function deleteOldCodes(db: Database): Promise<number> {
  const result = await db.query(`DELETE FROM sign_in_codes WHERE created_at < now() - interval '1 day'`);
  return result.rowCount;
}
