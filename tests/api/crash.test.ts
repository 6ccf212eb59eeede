import { rmSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../scripts/lib/api-process.ts';
import { encodeLeadId } from '../../src/server/delivery/lead.ts';
import { openStorage } from '../../src/server/storage/open.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../support/receivers.ts';
import { adfValidityErrors } from '../support/adf-dtd.ts';
import { ORIGIN, VALID_LEADS } from '../support/leads.ts';
import { freshDataDir } from '../support/pglite-template.ts';
import { waitFor } from '../support/wait.ts';

const TOTAL = 400;
const CONCURRENCY = 10;
const KILL_AFTER = 150;

/**
 * An acknowledged lead is never lost (DESIGN.md, lead API): a client posts 400 leads to
 * the API in a child process, which is killed with SIGKILL part-way; restarted on the same
 * PGlite directory, it takes the client's retries (same keys). Every lead answered 201 must
 * be stored, and delivered to the dealership's CRM e-mail exactly once as far as the
 * database records; the receiver may see a message twice only if the kill fell between its
 * acceptance and the record, and then with the same Message-ID, which is how a CRM drops it.
 */
describe('a server killed part-way through 400 leads', () => {
  const dataDir = freshDataDir('leads-crash-');
  let smtp: SmtpReceiver | undefined;
  let api: ApiProcess | undefined;
  afterAll(async () => {
    api?.kill('SIGKILL');
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged lead and records each delivery once', { timeout: 240_000 }, async () => {
    smtp = await startSmtpReceiver();
    // no try expires within the test: the restarted server retries the tries the kill cut
    // off as it starts (PGlite's lock proves their process gone), not after a grace period
    const env = {
      SMTP_URL: smtp.url,
      LEAD_RATE_LIMIT_IP: 'off',
      LEAD_DELIVERY_EXPIRE_SECONDS: '3600',
    };
    api = startApiProcess(dataDir, env);
    let port = await api.port();

    const answered = new Map<number, string>();
    const post = async (n: number): Promise<boolean> => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json', 'idempotency-key': `crash-${n}` },
          body: JSON.stringify({ ...VALID_LEADS.enquiry.body, message: `Lead number ${n}` }),
        });
        if (response.status !== 201) return false;
        answered.set(n, ((await response.json()) as { lead_id: string }).lead_id);
        return true;
      } catch {
        return false; // the connection died with the server
      }
    };

    // phase 1: posting until the server is killed
    const first = api;
    let next = 0;
    let killed = false;
    const unanswered: number[] = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < TOTAL) {
          const n = next++;
          if (!(await post(n))) unanswered.push(n);
          if (!killed && answered.size >= KILL_AFTER) {
            killed = true;
            first.kill('SIGKILL');
          }
        }
      }),
    );
    expect((await first.exited).signal).toBe('SIGKILL');
    const answeredBeforeKill = answered.size;
    expect(answeredBeforeKill).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(answeredBeforeKill).toBeLessThan(TOTAL);

    // phase 2: the same data directory, and the client retrying every unanswered lead with its key
    api = startApiProcess(dataDir, env);
    port = await api.port();
    const retried = [...unanswered];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let n = retried.shift(); n !== undefined; n = retried.shift()) expect(await post(n)).toBe(true);
      }),
    );
    expect(answered.size).toBe(TOTAL);

    const delivered = () => {
      const ids = smtp!.messages.map((m) => /^X-Lead-Id: (\S+)/im.exec(m.raw.toString('utf8'))?.[1]);
      return new Set(ids);
    };
    // what the workers recorded (a 'delivery.delivered' line follows the record's commit): a
    // try the kill cut off between the e-mail and its record is sent again after the restart
    const firstOutput = (await first.exited).stdout;
    const recorded = () =>
      new Set(
        `${firstOutput}\n${api!.output()}`
          .split('\n')
          .filter((line) => line.startsWith('{') && line.includes('"delivery.delivered"'))
          .map((line) => JSON.parse(line) as { lead_id: string; target: string })
          .filter((entry) => entry.target === 'email')
          .map((entry) => entry.lead_id),
      );
    await waitFor(() => delivered().size >= TOTAL && recorded().size >= TOTAL, 180_000);
    api.kill('SIGTERM');
    expect((await api.exited).code).toBe(0);

    const db = await openStorage({ dataDir });
    try {
      const leads = await db.query<{ id: string }>('SELECT id FROM leads');
      expect(new Set(leads.rows.map((r) => r.id))).toEqual(new Set(answered.values()));
      const records = await db.query<{ lead_id: string; n: number }>(
        `SELECT lead_id, count(*)::int AS n FROM lead_deliveries WHERE target = 'email' GROUP BY lead_id`,
      );
      expect(records.rows).toHaveLength(TOTAL);
      expect(records.rows.every((r) => r.n === 1)).toBe(true);
    } finally {
      await db.close();
    }
    expect(delivered()).toEqual(new Set([...answered.values()].map(encodeLeadId)));
    const repeats = smtp.messages.length - TOTAL;
    // at most the tries in flight at the kill (the worker's concurrency) can be repeated
    expect(repeats).toBeLessThanOrEqual(10);
    // every document sent, before the kill and after the restart, is valid ADF
    const invalid: string[] = [];
    for (const message of smtp.messages) {
      const errors = adfValidityErrors((await simpleParser(message.raw)).text ?? '');
      if (errors.length > 0) invalid.push(errors.join('; '));
    }
    expect(invalid).toEqual([]);
    console.log(
      `crash test: ${answeredBeforeKill} leads answered before SIGKILL, ${unanswered.length} retried after the restart; ` +
        `${TOTAL} stored, ${TOTAL} delivered, ${repeats} e-mail(s) repeated with the same Message-ID`,
    );
  });
});
