import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adfEmail, mailSender } from '../../../../src/server/delivery/email.ts';
import { parseProspect } from '../../../support/adf-parse.ts';
import { CONTEXT, makeLead, NEW_TEST_DRIVE, SELL_MY_CAR, USED_ENQUIRY } from '../../../support/delivery-fixtures.ts';
import { closedPort, startSilentServer, startSmtpReceiver, type SmtpReceiver } from '../../../support/receivers.ts';

const ADDRESSES = {
  to: 'crm-inbox@sckiafrankston.com.au',
  from: 'Southern Cross Motors <leads@southerncrossmotors.com.au>',
};

/** The sender the worker gets with SMTP_URL set (the data directory is then not used). */
const smtpSender = (smtpUrl: string) => mailSender({ smtpUrl, dataDir: tmpdir() });
/** The sender the worker gets without SMTP_URL: .eml files under the data directory. */
const emlSender = (dataDir: string) => mailSender({ smtpUrl: undefined, dataDir });

const MAKE_AN_OFFER_LEAD = makeLead({
  lead_id: 'lead-offer-eml',
  kind: 'make-an-offer',
  subcategory: 'Make an Offer',
  car: {
    id: 1,
    stock_number: 'D1',
    vin: null,
    year: 2026,
    make: 'Kia',
    model: 'EV5',
    badge: null,
    car_type: 'demo',
    km: 3000,
    price: 52990,
    url: null,
    item_type: 'car',
  },
  attributes: { offer_from_client: 49500 },
});

describe('adfEmail', () => {
  it('names the dealership and the lead type in the subject, and no one’s personal data', () => {
    const email = adfEmail(NEW_TEST_DRIVE, CONTEXT, ADDRESSES);
    expect(email.subject).toBe('New test drive lead – Southern Cross Kia Frankston');
    expect(adfEmail(SELL_MY_CAR, CONTEXT, ADDRESSES).subject).toBe('New trade-in lead – Southern Cross Kia Frankston');
    expect(adfEmail(USED_ENQUIRY, CONTEXT, ADDRESSES).subject).toBe('New enquiry lead – Southern Cross Kia Frankston');
    const outside = JSON.stringify({ subject: email.subject, headers: email.headers, messageId: email.messageId });
    for (const value of ['Sam', 'Nguyen', 'sam@example.com', '03 9555 0100', '3930'])
      expect(outside).not.toContain(value);
  });

  it('names a test drive as the site does for its vehicle; the ADF inside is the same test drive lead', () => {
    const leisure = {
      ...CONTEXT,
      stock: {
        noun: { singular: 'vehicle', plural: 'vehicles' },
        testDriveLabels: { car: 'Test Drive', motorcycle: 'Test Ride', caravan: 'Book a Viewing' },
      },
    };
    const testDriveOf = (item_type: 'car' | 'motorcycle' | 'caravan' | null) =>
      adfEmail({ ...NEW_TEST_DRIVE, car: { ...NEW_TEST_DRIVE.car!, item_type } }, leisure, ADDRESSES);
    expect(testDriveOf('caravan').subject).toBe('New viewing lead – Southern Cross Kia Frankston');
    expect(testDriveOf('motorcycle').subject).toBe('New test ride lead – Southern Cross Kia Frankston');
    expect(testDriveOf('car').subject).toBe('New test drive lead – Southern Cross Kia Frankston');
    expect(testDriveOf(null).subject).toBe('New test drive lead – Southern Cross Kia Frankston');
    expect(testDriveOf('caravan').text).toBe(testDriveOf('car').text);
    expect(testDriveOf('caravan').headers['X-Lead-Kind']).toBe('test-drive');
  });

  it('goes to the lead address it is given, with the ADF document as its text', () => {
    const email = adfEmail(USED_ENQUIRY, CONTEXT, ADDRESSES);
    expect(email.to).toBe(ADDRESSES.to);
    expect(email.from).toBe(ADDRESSES.from);
    expect(parseProspect(email.text)['requestdate']).toBe('2026-07-01T10:30:00+10:00');
  });

  it('derives the Message-ID from the lead id, the same on every retry, distinct per lead', () => {
    const messageId = (leadId: string) => adfEmail(makeLead({ lead_id: leadId }), CONTEXT, ADDRESSES).messageId;
    expect(messageId('0b9c6f1e-3f5a')).toBe('<lead.0b9c6f1e-3f5a@www.southerncrossmotors.com.au>');
    expect(adfEmail(USED_ENQUIRY, CONTEXT, ADDRESSES).messageId).toBe(
      adfEmail(USED_ENQUIRY, CONTEXT, ADDRESSES).messageId,
    );
    // anything outside letters, digits, - and _ is encoded, and two ids never collide
    expect(messageId('a b/<c>@')).toBe('<lead.a=20b=2F=3Cc=3E=40@www.southerncrossmotors.com.au>');
    expect(messageId('a=20')).not.toBe(messageId('a '));
  });
});

describe('smtpSender against a real SMTP server', () => {
  let receiver: SmtpReceiver;
  beforeAll(async () => {
    receiver = await startSmtpReceiver();
  });
  afterAll(() => receiver.close());

  it('delivers the message: subject, Message-ID, text/plain utf-8, and the body parses as the ADF', async () => {
    const sender = smtpSender(receiver.url);
    const email = adfEmail(NEW_TEST_DRIVE, CONTEXT, ADDRESSES);
    const outcome = await sender.send(email);
    sender.close();
    expect(outcome).toMatchObject({ outcome: 'delivered' });
    expect(receiver.messages).toHaveLength(1);
    const [received] = receiver.messages;
    expect(received?.from).toBe('leads@southerncrossmotors.com.au');
    expect(received?.to).toEqual(['crm-inbox@sckiafrankston.com.au']);

    const mail = await simpleParser(received?.raw ?? Buffer.alloc(0));
    expect(mail.subject).toBe('New test drive lead – Southern Cross Kia Frankston');
    expect(mail.messageId).toBe('<lead.lead-test-drive@www.southerncrossmotors.com.au>');
    expect(mail.date?.toISOString()).toBe('2026-07-01T00:30:00.000Z');
    expect(mail.headers.get('x-lead-id')).toBe('lead-test-drive');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'text/plain', params: { charset: 'utf-8' } });
    expect(mail.html).toBe(false);
    expect(mail.attachments).toEqual([]);
    const prospect = parseProspect(mail.text ?? '');
    expect(prospect['vehicle']).toMatchObject([{ '@interest': 'test-drive', '@status': 'new', model: 'EV5' }]);
    expect(prospect['customer']).toMatchObject({ contact: { email: 'sam@example.com' } });
  });

  it('sends non-ASCII text intact (names, the en dash of the subject)', async () => {
    const lead = makeLead({
      lead_id: 'lead-unicode',
      customer: {
        first_name: 'Zoë',
        last_name: 'Ngô',
        email: 'zoe@example.com',
        phone: '0412 345 678',
        postcode: '3000',
        preferred_contact_method: null,
      },
      message: 'Très bien — 🚗 & <ok>',
    });
    const sender = smtpSender(receiver.url);
    expect(await sender.send(adfEmail(lead, CONTEXT, ADDRESSES))).toMatchObject({ outcome: 'delivered' });
    sender.close();
    const mail = await simpleParser(receiver.messages.at(-1)?.raw ?? Buffer.alloc(0));
    const prospect = parseProspect(mail.text ?? '') as {
      customer: { contact: { name: { '#text': string }[] }; comments: string };
    };
    expect(prospect.customer.contact.name.map((n) => n['#text'])).toEqual(['Zoë', 'Ngô']);
    expect(prospect.customer.comments.startsWith('Très bien — 🚗 & <ok>\n')).toBe(true);
  });

  it('a retry sends the very same message, so the receiver can recognise it', async () => {
    const sender = smtpSender(receiver.url);
    const before = receiver.messages.length;
    await sender.send(adfEmail(SELL_MY_CAR, CONTEXT, ADDRESSES));
    await sender.send(adfEmail(SELL_MY_CAR, CONTEXT, ADDRESSES));
    sender.close();
    const [first, second] = receiver.messages.slice(before).map((m) => m.raw.toString('utf8'));
    // the receiving server adds nothing; the bytes nodemailer sent are identical
    expect(second).toBe(first);
    expect(first).toContain('Message-ID: <lead.lead-sell-my-car@www.southerncrossmotors.com.au>');
  });
});

describe('smtpSender outcomes', () => {
  it('a temporary refusal (451) is retried, a permanent one (550) fails', async () => {
    for (const [code, outcome] of [
      [451, 'retry'],
      [550, 'failed'],
    ] as const) {
      const receiver = await startSmtpReceiver({ rejectRecipient: code });
      const sender = smtpSender(receiver.url);
      const result = await sender.send(adfEmail(USED_ENQUIRY, CONTEXT, ADDRESSES));
      sender.close();
      await receiver.close();
      expect(result.outcome).toBe(outcome);
      expect(receiver.messages).toEqual([]);
      if (result.outcome !== 'delivered') {
        expect(result.reason).toContain(String(code));
        // the reason is for logs: it never carries the lead's content or an address
        expect(result.reason).not.toMatch(/@|Citizen|0412/);
      }
    }
  });

  it('no server listening is retried', async () => {
    const sender = smtpSender(`smtp://127.0.0.1:${await closedPort()}`);
    const result = await sender.send(adfEmail(USED_ENQUIRY, CONTEXT, ADDRESSES));
    sender.close();
    expect(result).toMatchObject({ outcome: 'retry' });
  });

  /** What one send to a receiver started with `options` comes to; the receiver gets nothing. */
  const sendTo = async (options: Parameters<typeof startSmtpReceiver>[0], credentials = '') => {
    const receiver = await startSmtpReceiver(options);
    const sender = smtpSender(receiver.url.replace('smtp://', `smtp://${credentials}`));
    const result = await sender.send(adfEmail(USED_ENQUIRY, CONTEXT, ADDRESSES));
    sender.close();
    await receiver.close();
    expect(receiver.messages).toEqual([]);
    return result;
  };

  it('names the reply in the reason, with any address in it replaced', async () => {
    expect(await sendTo({ rejectRecipient: 452, rejectMessage: '4.2.2 Mailbox full' })).toEqual({
      outcome: 'retry',
      reason: 'SMTP EENVELOPE 452 452 4.2.2 Mailbox full',
    });
    expect(await sendTo({ rejectRecipient: 550, rejectMessage: '5.1.1 <jane@example.com>: unknown' })).toEqual({
      outcome: 'failed',
      reason: 'SMTP EENVELOPE 550 550 5.1.1 <<address>>: unknown',
    });
  });

  it('a refused login (535) fails, without the credentials in the reason', async () => {
    const result = await sendTo({ rejectLogin: true }, 'leads-user:wrong-password@');
    expect(result).toEqual({ outcome: 'failed', reason: 'SMTP EAUTH 535 535 Invalid username or password' });
  });

  it('a message nodemailer itself refuses to send (no recipient) fails: no retry can fix it', async () => {
    const receiver = await startSmtpReceiver();
    const sender = smtpSender(receiver.url);
    const result = await sender.send(adfEmail(USED_ENQUIRY, CONTEXT, { ...ADDRESSES, to: '' }));
    sender.close();
    await receiver.close();
    expect(result).toEqual({ outcome: 'failed', reason: 'SMTP EENVELOPE' });
  });

  it('a server that never answers is retried once the greeting times out', async () => {
    const silent = await startSilentServer();
    // nodemailer reads its options from SMTP_URL's query too: a short wait for the test
    const sender = smtpSender(`smtp://127.0.0.1:${silent.port}?greetingTimeout=200`);
    const result = await sender.send(adfEmail(USED_ENQUIRY, CONTEXT, ADDRESSES));
    sender.close();
    await silent.close();
    expect(result).toEqual({ outcome: 'retry', reason: 'SMTP ETIMEDOUT' });
  });
});

describe('the .eml fallback (no SMTP_URL)', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lead-eml-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('mailSender picks SMTP when SMTP_URL is set and the .eml files otherwise', () => {
    const smtp = mailSender({ smtpUrl: 'smtp://127.0.0.1:2525', dataDir: '/nowhere' });
    const eml = mailSender({ smtpUrl: undefined, dataDir: '/nowhere' });
    expect([smtp.kind, eml.kind]).toEqual(['smtp', 'eml']);
    smtp.close();
    eml.close();
    expect(mailSender({ smtpUrl: '', dataDir: '/nowhere' }).kind).toBe('eml');
  });

  it('writes {dataDir}/outbox-mail/{lead id}.eml, a message a mail parser reads like the SMTP one', async () => {
    const dir = dataDir();
    const sender = emlSender(dir);
    const outcome = await sender.send(adfEmail(MAKE_AN_OFFER_LEAD, CONTEXT, ADDRESSES));
    expect(outcome).toEqual({ outcome: 'delivered', detail: 'written to outbox-mail/lead-offer-eml.eml' });
    const path = join(dir, 'outbox-mail', 'lead-offer-eml.eml');
    const mail = await simpleParser(readFileSync(path));
    expect(mail.subject).toBe('New offer lead – Southern Cross Kia Frankston');
    expect(mail.messageId).toBe('<lead.lead-offer-eml@www.southerncrossmotors.com.au>');
    expect(mail.to).toMatchObject({ text: 'crm-inbox@sckiafrankston.com.au' });
    const prospect = parseProspect(mail.text ?? '');
    expect(prospect['vehicle']).toMatchObject([{ pricecomments: 'Offer from the customer: $49,500' }]);
  });

  it('a retry overwrites the same file, and no temporary file is left behind', async () => {
    const dir = dataDir();
    const sender = emlSender(dir);
    await sender.send(adfEmail(MAKE_AN_OFFER_LEAD, CONTEXT, ADDRESSES));
    await sender.send(adfEmail(MAKE_AN_OFFER_LEAD, CONTEXT, ADDRESSES));
    expect(readdirSync(join(dir, 'outbox-mail'))).toEqual(['lead-offer-eml.eml']);
  });

  it('a lead id cannot write outside the folder', async () => {
    const dir = dataDir();
    const lead = makeLead({ lead_id: '../../escape' });
    expect(await emlSender(dir).send(adfEmail(lead, CONTEXT, ADDRESSES))).toMatchObject({ outcome: 'delivered' });
    expect(readdirSync(dir)).toEqual(['outbox-mail']);
    expect(readdirSync(join(dir, 'outbox-mail'))).toEqual(['=2E=2E=2F=2E=2E=2Fescape.eml']);
  });

  it('a data directory it cannot write to is retried, not lost', async () => {
    const dir = dataDir();
    // a file where the data directory should be: mkdir fails
    const blocked = join(dir, 'file');
    writeFileSync(blocked, '');
    const outcome = await emlSender(blocked).send(adfEmail(USED_ENQUIRY, CONTEXT, ADDRESSES));
    expect(outcome).toMatchObject({ outcome: 'retry' });
  });
});
