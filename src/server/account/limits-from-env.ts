import { SIGN_IN_POLICY } from '../../domain/account/sign-in-policy.ts';
import { rateLimitFromEnv, type RateLimit } from '../middleware/rate-limiter.ts';
import type { CodeCaps } from './codes.ts';

/** Sign-in's limits a deployment may set: the caps on codes sent, and codes tried per address. */
export interface AccountLimits {
  caps: Partial<CodeCaps>;
  checksPerAddress: RateLimit | null;
}

function wholeNumber(env: Readonly<Record<string, string | undefined>>, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^[1-9]\d{0,6}$/.test(raw))
    throw new Error(`${name} must be a whole number from 1, received ${JSON.stringify(raw)}`);
  return Number(raw);
}

/**
 * SIGN_IN_CODES_PER_ADDRESS (codes an address may ask for in an hour, default 10),
 * SIGN_IN_CODES_PER_SITE_PER_DAY (the SMS budget of a site, default 500) and
 * SIGN_IN_CHECKS_PER_ADDRESS ("burst/seconds" or "off", default 20/600). A malformed value
 * stops the start, naming the variable.
 */
export function accountLimitsFromEnv(env: Readonly<Record<string, string | undefined>>): AccountLimits {
  const caps: Partial<CodeCaps> = {};
  const perAddress = wholeNumber(env, 'SIGN_IN_CODES_PER_ADDRESS');
  const perSite = wholeNumber(env, 'SIGN_IN_CODES_PER_SITE_PER_DAY');
  if (perAddress) caps.perAddressPerHour = perAddress;
  if (perSite) caps.perSitePerDay = perSite;
  return {
    caps,
    checksPerAddress: rateLimitFromEnv(env, 'SIGN_IN_CHECKS_PER_ADDRESS', SIGN_IN_POLICY.codeChecksPerAddress),
  };
}
