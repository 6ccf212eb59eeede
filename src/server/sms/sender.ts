/** One text message to a shopper's mobile: a sign-in code today. */
export interface SmsMessage {
  /** E.164, an Australian mobile: +614xxxxxxxx. */
  to: string;
  text: string;
  /** The tenant's slug, for the outbox file and the logs; the gateway is not told. */
  tenant: string;
}

/**
 * Sends one message, resolving once the gateway (or the outbox folder) has it. It throws on
 * failure with an Error whose message names the HTTP status or the file error, never the
 * number or the text: the text holds a sign-in code, and errors end up in logs.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Refuses a number or tenant that could break out of the outbox file's header lines (a
 * newline in either would forge a header), saying which field is wrong but not its value.
 */
export function checkSmsMessage(message: SmsMessage): void {
  if (!/^\+[1-9]\d{7,14}$/.test(message.to)) throw new Error('SMS "to" is not an E.164 number');
  if (!/^[a-z0-9][a-z0-9-]*$/.test(message.tenant)) throw new Error('SMS "tenant" is not a tenant slug');
}
