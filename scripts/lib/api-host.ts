import { apiOriginFromEnv, ApiOriginError } from '../../src/build/api-route.ts';
import { UsageError } from './cli.ts';

/**
 * API_ORIGIN's host for a build or a plan (both put it in the fingerprint, so they must read
 * it alike); a bad address stops the command before any tenant, naming the variable.
 */
export function readApiHost(env: NodeJS.ProcessEnv = process.env): string | null {
  try {
    return apiOriginFromEnv(env);
  } catch (error) {
    throw error instanceof ApiOriginError ? new UsageError(error.message) : error;
  }
}
