/**
 * The one JSON line a route writes about what it did: ids and outcomes only, never a name, an
 * address, a phone number, a postcode or anything of a card (the callers' fields are theirs to keep so).
 * `tenant` is null for a call no site could be found for (a dealer key that is no site's).
 */
export function logEvent(event: string, tenant: string | null, fields: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ event, tenant, ...fields }));
}

/**
 * Runs a route's work; a failure of what it calls (the database, the processor) is logged as
 * `${event}.failed` with the error's name only, and answered by `unavailable` (the route's 503).
 */
export async function guarded(
  event: string,
  tenant: string,
  work: () => Promise<Response>,
  unavailable: () => Response,
): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    logEvent(`${event}.failed`, tenant, { error: error instanceof Error ? error.name : 'Error' });
    return unavailable();
  }
}
