import { KeyedHash } from '../privacy/keyed-hash.ts';
import type { Queryable } from './database.ts';

/**
 * The shoppers' keyed hash: under `configured` (SHOPPER_HASH_KEY) when set, else under the
 * random key migration 0007 stored in the database, so every instance of the API sharing
 * the database hashes alike. Changing the key forgets what was counted under the old one.
 */
export async function shopperHash(db: Queryable, configured?: string): Promise<KeyedHash> {
  if (configured) return new KeyedHash(configured);
  const found = await db.query<{ key: string }>('SELECT key FROM shopper_hash_key');
  const key = found.rows[0]?.key;
  if (!key) throw new Error('The shoppers’ hash key is missing from the database (migration 0007 stores it).');
  return new KeyedHash(key);
}
