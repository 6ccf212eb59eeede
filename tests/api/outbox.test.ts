import { tmpdir } from 'node:os';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailSender, type MailSender } from '../../src/server/delivery/email.ts';
import { leadFormFields } from '../../src/domain/forms/lead-request.ts';
import type { LeadKind } from '../../src/domain/forms/lead-kinds.ts';
import { formOptionsFor } from '../../src/server/tenancy/api-tenant.ts';
import { LeadStore } from '../../src/server/leads/store.ts';
import { MyDataStore } from '../../src/server/account/my-data.ts';
import { DELIVERY_QUEUE, openLeadQueue, PARKED_QUEUE, type LeadQueue } from '../../src/server/outbox/queue.ts';
import { countParked, redriveParked, retryWaitingNow } from '../../src/server/outbox/redrive.ts';
import { siteContexts } from '../../src/server/outbox/site-targets.ts';
import type { DealershipTargets, TargetResolver } from '../../src/server/outbox/targets.ts';
import { startLeadWorker, type LeadWorker, type WorkerOptions } from '../../src/server/outbox/worker.ts';
import { demoSites } from '../support/sites.ts';
import { parseProspect } from '../support/adf-parse.ts';
import { adfValidityErrors } from '../support/adf-dtd.ts';
import { startHttpReceiver, startSmtpReceiver, type HttpReceiver, type SmtpReceiver } from '../support/receivers.ts';
import { verifyWebhook } from '../support/webhook-verify.ts';
import { describeOnEachDatabase, emptyLeadTables } from '../support/databases.ts';
import { makeApi, newKey, PERSON, TENANTS, TEST_SHOPPER_HASH, VALID_LEADS } from '../support/leads.ts';
import { waitFor } from '../support/wait.ts';

const SECRET = 'test-webhook-secret';
const enquiry = VALID_LEADS.enquiry.body;
/** One line of the worker's log. */
type DeliveryLogEntry = Parameters<NonNullable<WorkerOptions['log']>>[0];

describeOnEachDatabase('lead delivery (outbox)', (useDb) => {
  let queue: LeadQueue;
  let worker: LeadWorker;
  let smtp: SmtpReceiver;
  let mailer: MailSender;
  const logs: DeliveryLogEntry[] = [];
  /** What the dealership of the current test delivers to. */
  let targets: DealershipTargets = { targets: [], problems: [] };
  const resolve: TargetResolver = () => targets;
  let receivers: HttpReceiver[] = [];

  beforeAll(async () => {
    const db = useDb();
    smtp = await startSmtpReceiver();
    // as the server's delivery starts it with SMTP_URL set
    mailer = mailSender({ smtpUrl: smtp.url, dataDir: tmpdir() });
    // a failed try waits an hour: a test only sees the next try by making it due (retryWaitingNow)
    queue = await openLeadQueue(db, resolve, {
      retry: { retryLimit: 2, retryDelaySeconds: 3600, retryDelayMaxSeconds: 3600, expireInSeconds: 30 },
      superviseIntervalSeconds: 1,
    });
    worker = await startLeadWorker({
      db,
      queue,
      resolveTargets: resolve,
      contextFor: siteContexts(demoSites()),
      senders: { mail: mailer, webhookTimeoutMs: 2000 },
      pollingIntervalSeconds: 0.5,
      log: (entry) => logs.push(entry),
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await queue?.stop();
    mailer?.close();
    await smtp?.close();
  });
  afterEach(async () => {
    for (const receiver of receivers) await receiver.close();
    receivers = [];
    logs.length = 0;
    smtp.messages.length = 0;
    await emptyLeadTables(useDb()).catch(() => undefined);
  });

  const api = () =>
    makeApi(useDb(), { store: new LeadStore(useDb(), { outbox: queue, shopperHash: TEST_SHOPPER_HASH }) });
  const post = async (body: Record<string, unknown>, key = newKey()) => {
    const response = await api().post(body, { key });
    expect(response.status).toBe(201);
    return ((await response.json()) as { lead_id: string }).lead_id;
  };
  const deliveries = async (leadId: string) =>
    (
      await useDb().query<{ target: string; attempts: number }>(
        'SELECT target, attempts FROM lead_deliveries WHERE lead_id = $1 ORDER BY target',
        [leadId],
      )
    ).rows;
  /** Waits for `condition`, making each try that failed due at once rather than after its back-off. */
  const untilRetried = (condition: () => Promise<boolean>) =>
    waitFor(async () => {
      await retryWaitingNow(queue);
      return condition();
    });
  /** Every delivery job of a lead: none of them left to run means nothing more is sent for it. */
  const jobsOf = async (leadId: string) =>
    (await queue.boss.findJobs(DELIVERY_QUEUE, { data: { lead_id: leadId } })).map((job) => job.state);
  /** A webhook receiver answering with `statuses` in turn, then the last one for ever. */
  const webhook = async (statuses: number[]) => {
    let n = 0;
    const receiver = await startHttpReceiver((_request, response) => {
      const status = statuses[Math.min(n++, statuses.length - 1)]!;
      response.writeHead(status).end();
    });
    receivers.push(receiver);
    return receiver;
  };

  /** The dealership delivers to an e-mail address and to a webhook receiver answering 200. */
  const emailAndWebhook = async () => {
    const receiver = await webhook([200]);
    targets = {
      targets: [
        { kind: 'email', to: 'crm@harbourside.example', from: 'leads@harbourside.example' },
        { kind: 'webhook', url: receiver.url, secret: SECRET },
      ],
      problems: [],
    };
    return receiver;
  };

  it('e-mails the ADF document to the dealership’s CRM address, once', async () => {
    targets = {
      targets: [{ kind: 'email', to: 'crm@harbourside.example', from: 'leads@harbourside.example' }],
      problems: [],
    };
    const leadId = await post({ ...enquiry, vin: 'JTMW1RFV30D123456' });
    await waitFor(async () => (await deliveries(leadId)).length === 1);
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.to).toEqual(['crm@harbourside.example']);
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe('New enquiry lead – Harbourside Toyota');
    const prospect = parseProspect(parsed.text ?? '');
    expect(JSON.stringify(prospect)).toContain(PERSON.email);
    expect(JSON.stringify(prospect)).toContain('JTMW1RFV30D123456');
    // the log names the lead and the target, never the shopper
    expect(logs.map((l) => l.event)).toEqual(['delivery.delivered']);
    expect(JSON.stringify(logs)).not.toContain(PERSON.email);
  });

  it('a lead refused by its address’s limit gets no delivery job; the one beside it in the batch does', async () => {
    targets = {
      targets: [{ kind: 'email', to: 'crm@harbourside.example', from: 'leads@harbourside.example' }],
      problems: [],
    };
    const limited = makeApi(useDb(), {
      store: new LeadStore(useDb(), {
        outbox: queue,
        shopperHash: TEST_SHOPPER_HASH,
        addressLimit: { burst: 1, perSeconds: 600 },
      }),
    });
    const jobsBefore = (await queue.boss.findJobs(DELIVERY_QUEUE)).length;
    const answers = await Promise.all([1, 2].map(() => limited.post(enquiry, { client: '203.0.113.7' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 429]);
    const stored = answers.find((answer) => answer.status === 201)!;
    const leadId = ((await stored.json()) as { lead_id: string }).lead_id;
    await waitFor(async () => (await deliveries(leadId)).length === 1);
    expect(await jobsOf(leadId)).toHaveLength(1);
    expect((await queue.boss.findJobs(DELIVERY_QUEUE)).length - jobsBefore).toBe(1);
    expect(smtp.messages).toHaveLength(1);
  });

  it('every kind of lead reaches the CRM as a valid ADF 1.0 document, its optional fields given or left out', async () => {
    targets = {
      targets: [{ kind: 'email', to: 'crm@harbourside.example', from: 'leads@harbourside.example' }],
      problems: [],
    };
    const options = formOptionsFor(TENANTS[0]!);
    /** The body a form sends when the shopper fills only what it requires (and no car or page context). */
    const required = (kind: LeadKind, body: Record<string, unknown>) => {
      const names = new Set(leadFormFields(kind, options).flatMap((field) => (field.required ? [field.name] : [])));
      return Object.fromEntries(Object.entries(body).filter(([name]) => name === 'kind' || names.has(name)));
    };
    const sent = new Map<string, string>();
    for (const [kind, { body }] of Object.entries(VALID_LEADS) as [LeadKind, { body: Record<string, unknown> }][]) {
      sent.set(await post(body), `${kind}, every field`);
      sent.set(await post(required(kind, body)), `${kind}, only what it requires`);
    }
    await waitFor(async () => smtp.messages.length === sent.size, 20_000);
    const invalid: string[] = [];
    for (const message of smtp.messages) {
      const mail = await simpleParser(message.raw);
      const leadId = String(mail.headers.get('x-lead-id'));
      const errors = adfValidityErrors(mail.text ?? '');
      if (errors.length > 0) invalid.push(`${sent.get(leadId) ?? leadId}: ${errors.join('; ')}`);
      sent.delete(leadId);
    }
    expect(invalid).toEqual([]);
    // each lead's document arrived, once
    expect([...sent.values()]).toEqual([]);
  });

  it('signs the webhook so the CRM can verify it', async () => {
    const receiver = await webhook([200]);
    targets = { targets: [{ kind: 'webhook', url: `${receiver.url}/leads`, secret: SECRET }], problems: [] };
    const leadId = await post(enquiry);
    await waitFor(async () => (await deliveries(leadId)).length === 1);
    const [request] = receiver.requests;
    const check = verifyWebhook(SECRET, request!.headers['x-lead-signature'] as string, request!.body, new Date());
    expect(check.ok).toBe(true);
    expect(JSON.parse(request!.body)).toMatchObject({ lead_id: leadId, customer: { email: PERSON.email } });
  });

  it('a receiver failing twice then succeeding gets the lead exactly once', async () => {
    const receiver = await webhook([503, 503, 200]);
    targets = { targets: [{ kind: 'webhook', url: receiver.url, secret: SECRET }], problems: [] };
    const leadId = await post(enquiry);
    await untilRetried(async () => (await deliveries(leadId)).length === 1);
    expect(receiver.requests).toHaveLength(3);
    expect(new Set(receiver.requests.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    expect(await deliveries(leadId)).toEqual([{ target: 'webhook', attempts: 3 }]);
    expect(logs.map((l) => l.event)).toEqual(['delivery.retry', 'delivery.retry', 'delivery.delivered']);
    // nothing is sent again afterwards: its one job is done, and no try waits
    expect(await jobsOf(leadId)).toEqual(['completed']);
    expect(await retryWaitingNow(queue)).toBe(0);
    expect(receiver.requests).toHaveLength(3);
  });

  it('a lead whose shopper deleted their account before it was delivered is withdrawn, not sent', async () => {
    const receiver = await webhook([503, 200]);
    targets = { targets: [{ kind: 'webhook', url: receiver.url, secret: SECRET }], problems: [] };
    const leadId = await post(enquiry);
    await waitFor(async () => logs.some((l) => l.event === 'delivery.retry'));
    // the shopper signs in with the lead's number and deletes the account
    const shopper = { id: crypto.randomUUID(), phone: '+61412987651' };
    expect(await new MyDataStore(useDb(), TEST_SHOPPER_HASH).deleteAccount('harbourside-toyota', shopper)).toEqual({
      deidentifiedLeads: 1,
      deidentifiedReservations: 0,
      keptReservations: 0,
    });
    await untilRetried(async () => logs.some((l) => l.event === 'delivery.skipped'));
    expect(receiver.requests).toHaveLength(1);
    expect(await deliveries(leadId)).toEqual([]);
    expect(await jobsOf(leadId)).toEqual(['completed']);
  });

  it('a receiver that always fails leaves the job parked; redrive delivers it once the receiver recovers', async () => {
    let up = false;
    const receiver = await startHttpReceiver((_request, response) => response.writeHead(up ? 204 : 500).end());
    receivers.push(receiver);
    targets = { targets: [{ kind: 'webhook', url: receiver.url, secret: SECRET }], problems: [] };
    const leadId = await post(enquiry);
    await untilRetried(async () => (await countParked(queue)) === 1);
    expect(receiver.requests).toHaveLength(3);
    expect(await deliveries(leadId)).toEqual([]);
    expect(logs.at(-1)?.event).toBe('delivery.parked');

    up = true;
    expect(await redriveParked(queue)).toBe(1);
    await waitFor(async () => (await deliveries(leadId)).length === 1, 20_000);
    expect(receiver.requests).toHaveLength(4);
    expect(await countParked(queue)).toBe(0);
  });

  it('parks at once what no retry can fix (a 4xx refusal)', async () => {
    const receiver = await webhook([400]);
    targets = { targets: [{ kind: 'webhook', url: receiver.url, secret: SECRET }], problems: [] };
    const leadId = await post(enquiry);
    const parkedLeads = async () =>
      (await queue.boss.findJobs(PARKED_QUEUE, { queued: true })).map(
        (job) => (job.data as { lead_id: string }).lead_id,
      );
    // the worker logs the outcome before pg-boss settles the job: wait for the parked job itself
    await waitFor(async () => (await parkedLeads()).includes(leadId), 10_000);
    expect(receiver.requests).toHaveLength(1);
    expect(logs.filter((l) => l.lead_id === leadId).map((l) => l.event)).toEqual(['delivery.parked']);
    await queue.boss.deleteQueuedJobs(PARKED_QUEUE); // leave the parked queue empty for the next test
  });

  it('an idempotent retry stores one lead and delivers it once', async () => {
    const receiver = await webhook([200]);
    targets = { targets: [{ kind: 'webhook', url: receiver.url, secret: SECRET }], problems: [] };
    const key = newKey();
    const first = await post(enquiry, key);
    const again = await post(enquiry, key);
    expect(again).toBe(first);
    await waitFor(async () => (await deliveries(first)).length === 1);
    // the retry added no job: the one job there was is done
    expect(await jobsOf(first)).toEqual(['completed']);
    expect(receiver.requests).toHaveLength(1);
  });

  it('never delivers spam (a filled honeypot)', async () => {
    const receiver = await webhook([200]);
    targets = { targets: [{ kind: 'webhook', url: receiver.url, secret: SECRET }], problems: [] };
    const spam = await post({ ...enquiry, website: 'http://spam.example' });
    const real = await post(enquiry);
    await waitFor(async () => (await deliveries(real)).length === 1);
    // no job was queued for the spam, so nothing can deliver it later
    expect(await jobsOf(spam)).toEqual([]);
    expect(await deliveries(spam)).toEqual([]);
    expect(receiver.requests.map((r) => JSON.parse(r.body).lead_id)).toEqual([real]);
  });

  it('a lead past its phone number’s limit is delivered, flagged in the ADF comments and the webhook', async () => {
    const receiver = await emailAndWebhook();
    const ids: string[] = [];
    for (let n = 0; n < 6; n++) ids.push(await post(enquiry));
    await waitFor(async () => smtp.messages.length === 6 && receiver.requests.length === 6, 20_000);

    const payloads = new Map(receiver.requests.map((r) => [JSON.parse(r.body).lead_id, JSON.parse(r.body)]));
    expect(ids.map((id) => payloads.get(id)?.suspected_abuse)).toEqual([false, false, false, false, false, true]);
    const comments = new Map<string, string>();
    for (const message of smtp.messages) {
      const mail = await simpleParser(message.raw);
      const prospect = parseProspect(mail.text ?? '') as { customer: { comments: string } };
      comments.set(String(mail.headers.get('x-lead-id')), prospect.customer.comments);
    }
    const note = /^Suspected abuse: more than 5 leads with this phone number reached this website within 60 minutes\./;
    expect(comments.get(ids[5]!)).toMatch(note);
    for (const id of ids.slice(0, 5)) expect(comments.get(id)).not.toContain('Suspected abuse');
  });

  it('delivers to every target of the dealership, each once', async () => {
    const receiver = await emailAndWebhook();
    const leadId = await post(enquiry);
    await waitFor(async () => (await deliveries(leadId)).length === 2);
    expect((await deliveries(leadId)).map((d) => d.target)).toEqual(['email', 'webhook']);
    expect(smtp.messages).toHaveLength(1);
    expect(receiver.requests).toHaveLength(1);
  });
});

describe('waitFor', () => {
  it('gives up with a clear error', async () => {
    await expect(waitFor(() => false, 50)).rejects.toThrow(/not met within 50 ms/);
  });
});
