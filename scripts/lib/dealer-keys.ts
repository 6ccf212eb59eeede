import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../../src/tenant/schema/site.ts';

/** `<DATA_DIR>/dealer-keys.json`: `{ "<tenant slug>": "<key>" }`, readable by its owner only. */
export function localDealerKeyFile(dataDir: string): string {
  return join(dataDir, 'dealer-keys.json');
}

function readKeys(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file} must hold a JSON object`);
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The local servers' dealer keys, for a site whose dealerApi.keyEnv is unset: one
 * random key per tenant (256 bits), made on first use and kept in the data directory, so a fresh
 * machine can call the dealer API (`npm run payment-request` and `npm run purchase-journeys` read the same file) while no
 * key is ever written in the repository or shared between machines. Never in production
 * (NODE_ENV=production): there an unset variable leaves the site without a key.
 */
export function localDealerKeys(dataDir: string, env: NodeJS.ProcessEnv = process.env) {
  const file = localDealerKeyFile(dataDir);
  const used: string[] = [];
  return {
    file,
    /** The tenants whose key came from the file. */
    used,
    keyOf(site: Site): string | undefined {
      if (env.NODE_ENV === 'production') return undefined;
      const keys = readKeys(file);
      let key = keys[site.slug];
      if (!key) {
        key = randomBytes(32).toString('base64url');
        mkdirSync(dataDir, { recursive: true });
        writeFileSync(file, `${JSON.stringify({ ...keys, [site.slug]: key }, null, 2)}\n`, { mode: 0o600 });
      }
      used.push(site.slug);
      return key;
    },
  };
}

/** The key the dealer's command sends: the variable's, else the local server's (none in the file: undefined). */
export function dealerKeyFor(site: Site, dataDir: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const name = site.dealerApi?.keyEnv;
  const set = name ? env[name]?.trim() : undefined;
  return set || readKeys(localDealerKeyFile(dataDir))[site.slug];
}
