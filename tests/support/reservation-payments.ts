import { vi } from 'vitest';
import type { ReservationNotices } from '../../src/server/reservations/notices.ts';
import type { Database } from '../../src/server/storage/database.ts';

/** A card typed into the test processor's frame: the token the frame hands the page (expiry 12/34, CVC 123 or 1234 for Amex). */
export async function cardToken(processorUrl: string, number: string): Promise<string> {
  const response = await fetch(`${processorUrl}/v1/tokens`, {
    method: 'POST',
    // the frame's own origin: the processor makes tokens for its frame only
    headers: { 'Content-Type': 'application/json', Origin: new URL(processorUrl).origin },
    body: JSON.stringify({ number, exp_month: 12, exp_year: 2034, cvc: number.startsWith('3') ? '1234' : '123' }),
  });
  const body = (await response.json()) as { id?: string };
  if (!response.ok || !body.id) throw new Error(`no token for the test card: ${response.status}`);
  return body.id;
}

/**
 * What the processor holds for the reservation paid with `token` (its status: authorised,
 * captured, released, refunded), or null when no reservation got a payment with it.
 */
export async function processorAuthorisation(
  processorUrl: string,
  secret: string,
  db: Database,
  token: string,
): Promise<{ status: string } | null> {
  const { rows } = await db.query<{ payment_id: string | null }>(
    'SELECT payment_id FROM reservations WHERE payment_token = $1',
    [token],
  );
  const id = rows[0]?.payment_id;
  if (!id) return null;
  const response = await fetch(`${processorUrl}/v1/authorisations/${id}`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  return response.ok ? ((await response.json()) as { status: string }) : null;
}

/** The real notices (the dealer's lead, the shopper's e-mails), noting each reservation's e-mailed links in `links` on the way. */
export function notingLinks(
  real: ReservationNotices,
  links: Map<string, { dealer: string; shopper: string }>,
): ReservationNotices {
  return {
    held(tx, reservation, site, car, sent, extraFields) {
      links.set(reservation.id, sent);
      return real.held(tx, reservation, site, car, sent, extraFields);
    },
    settled: (...args) => real.settled(...args),
  };
}

/** Every row of every table (ours and the job queue's), as text: what a dump of the database would hold. */
export async function databaseDump(db: Database): Promise<string> {
  const tables = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema IN ('public', 'pgboss') AND table_type = 'BASE TABLE'`,
  );
  const dumped: string[] = [];
  for (const { schema, name } of tables.rows)
    dumped.push(JSON.stringify((await db.query(`SELECT * FROM "${schema}"."${name}"`)).rows));
  return dumped.join('\n');
}

/** Runs `work` with the console captured: its result, and every line it logged at any level. */
export async function withLogsCaptured<T>(work: () => Promise<T>): Promise<{ result: T; logged: string[] }> {
  const logged: string[] = [];
  const spies = (['log', 'error', 'warn', 'info'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' '))),
  );
  try {
    return { result: await work(), logged };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
