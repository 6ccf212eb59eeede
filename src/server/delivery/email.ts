import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { adfXml } from './adf.ts';
import { leadKindDefinition } from '../../domain/forms/lead-kinds.ts';
import { vehicleRequestName } from '../../domain/forms/request-name.ts';
import { vehicleWords } from '../../domain/text/vehicle-words.ts';
import { encodeLeadId, type DeliveryContext, type LeadForDelivery } from './lead.ts';
import { redactAddresses, type DeliveryOutcome } from './outcome.ts';

/** An e-mail the outbox sends: a lead's ADF to a dealer, or a shopper's confirmation link or alert. */
export interface OutgoingEmail {
  /** What the message is of (a lead's id, a shopper e-mail's id): the .eml fallback's file name. */
  key: string;
  from: string;
  to: string;
  subject: string;
  /** The ADF/XML document. */
  text: string;
  /** Derived from the lead id: a retry sends the same message, and the receiver can tell. */
  messageId: string;
  /** The time the lead was accepted, so every retry is byte-for-byte the same message. */
  date: Date;
  headers: Readonly<Record<string, string>>;
}

/** '<lead.{id}@{site host}>': the same lead always gets the same Message-ID. */
function leadMessageId(leadId: string, siteUrl: string): string {
  return `<lead.${encodeLeadId(leadId)}@${new URL(siteUrl).hostname}>`;
}

/**
 * 'New test drive lead – Southern Cross Kia Frankston': the dealership and the lead type, no
 * personal data. A test drive is named as the site names it for the vehicle ('New viewing
 * lead' for a caravan); the ADF inside keeps the lead's own type and category.
 */
function leadEmailSubject(lead: Pick<LeadForDelivery, 'kind' | 'car'>, context: DeliveryContext): string {
  const kind = lead.car?.item_type;
  const words = kind ? vehicleWords(context.stock, kind) : null;
  const label = vehicleRequestName(lead.kind, words)?.toLowerCase() ?? leadKindDefinition(lead.kind).deliveryLabel;
  return `New ${label} lead – ${context.dealership.name}`;
}

/**
 * The ADF e-mail of one lead, to the dealership's lead address (the worker reads it from
 * the tenant's delivery config) from the site's sending address.
 */
export function adfEmail(
  lead: LeadForDelivery,
  context: DeliveryContext,
  addresses: { to: string; from: string },
): OutgoingEmail {
  return {
    key: lead.lead_id,
    from: addresses.from,
    to: addresses.to,
    subject: leadEmailSubject(lead, context),
    text: adfXml(lead, context),
    messageId: leadMessageId(lead.lead_id, context.site.url),
    date: lead.created_at,
    headers: {
      'X-Lead-Id': encodeLeadId(lead.lead_id),
      'X-Lead-Kind': lead.kind,
      // RFC 3834: a machine sent this, so out-of-office replies stay away
      'Auto-Submitted': 'auto-generated',
    },
  };
}

function mailOptions(email: OutgoingEmail): SendMailOptions {
  return {
    from: email.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    messageId: email.messageId,
    date: email.date,
    headers: { ...email.headers },
  };
}

/**
 * A nodemailer SMTP transport for SMTP_URL (smtp:// or smtps://, with user:pass@ and
 * ?pool=true as nodemailer reads them). The timeouts are short because the worker retries:
 * a hung server must cost seconds, not nodemailer's default minutes.
 */
function smtpTransport(smtpUrl: string): Transporter {
  return createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
}

/** A nodemailer transport that only builds the message (RFC 5322, \n line ends) and hands it back as a Buffer. */
function emlTransport(): Transporter {
  return createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

/** A file name from a message's key that cannot leave the folder ('/', '..' and the like are encoded). */
function emlFileName(key: string): string {
  return `${encodeLeadId(key)}.eml`;
}

/** Where the .eml fallback writes the message of `key`. */
function emlPath(dataDir: string, key: string): string {
  return join(dataDir, 'outbox-mail', emlFileName(key));
}

/** SMTP error codes that no retry can fix: the configuration or the message is wrong. */
const PERMANENT_CODES: ReadonlySet<string> = new Set([
  'ECONFIG',
  'EENVELOPE',
  'EMAXRECIPIENTS',
  'ENOAUTH',
  'EREQUIRETLS',
]);

/**
 * What a nodemailer error means for the worker: a 4xx reply is temporary (greylisting, a
 * full queue) and a 5xx reply permanent (no such mailbox, relaying denied, bad login);
 * without a reply (connection refused, timeout, TLS) it is worth another try, unless the
 * error says the configuration itself is wrong.
 */
function smtpErrorOutcome(error: unknown): DeliveryOutcome {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    response?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : 'ERROR';
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : null;
  const reply =
    typeof e.response === 'string' ? ` ${redactAddresses(e.response.split('\n')[0] ?? '').slice(0, 200)}` : '';
  const reason = `SMTP ${code}${responseCode === null ? '' : ` ${responseCode}`}${reply}`.trim();
  if (responseCode !== null && responseCode >= 500) return { outcome: 'failed', reason };
  if (responseCode !== null && responseCode >= 400) return { outcome: 'retry', reason };
  return PERMANENT_CODES.has(code) ? { outcome: 'failed', reason } : { outcome: 'retry', reason };
}

/** Sends lead e-mails and says what came of each; never throws. */
export interface MailSender {
  readonly kind: 'smtp' | 'eml';
  send(email: OutgoingEmail): Promise<DeliveryOutcome>;
  close(): void;
}

function smtpSender(smtpUrl: string): MailSender {
  const transport = smtpTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(email) {
      try {
        const info = (await transport.sendMail(mailOptions(email))) as { response?: unknown };
        const reply = typeof info.response === 'string' ? redactAddresses(info.response).slice(0, 200) : 'accepted';
        return { outcome: 'delivered', detail: `SMTP ${reply}` };
      } catch (error) {
        return smtpErrorOutcome(error);
      }
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL: each message is written to {dataDir}/outbox-mail/{lead id}.eml, through
 * a temporary file and a rename, so a crash leaves either no file or a whole one, and a
 * retry overwrites the same file rather than adding a second.
 */
function emlSender(dataDir: string): MailSender {
  const transport = emlTransport();
  return {
    kind: 'eml',
    async send(email) {
      const path = emlPath(dataDir, email.key);
      try {
        const info = (await transport.sendMail(mailOptions(email))) as { message?: unknown };
        if (!Buffer.isBuffer(info.message)) return { outcome: 'failed', reason: 'the message was not built' };
        await mkdir(join(dataDir, 'outbox-mail'), { recursive: true });
        const temporary = `${path}.${randomUUID()}.tmp`;
        await writeFile(temporary, info.message);
        await rename(temporary, path);
        return { outcome: 'delivered', detail: `written to outbox-mail/${emlFileName(email.key)}` };
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        return {
          outcome: 'retry',
          reason: `could not write the .eml file: ${typeof code === 'string' ? code : 'error'}`,
        };
      }
    },
    close: () => transport.close(),
  };
}

/** SMTP when SMTP_URL is set, else the .eml files under the data directory. */
export function mailSender(options: { smtpUrl?: string | undefined; dataDir: string }): MailSender {
  return options.smtpUrl ? smtpSender(options.smtpUrl) : emlSender(options.dataDir);
}
