import { adfEmail, type MailSender } from '../delivery/email.ts';
import type { DeliveryContext, LeadForDelivery } from '../delivery/lead.ts';
import type { DeliveryOutcome } from '../delivery/outcome.ts';
import { leadPayload } from '../delivery/payload.ts';
import { postWebhook } from '../delivery/webhook.ts';
import { systemClock, type Clock } from '../clock.ts';
import type { DeliveryTarget } from './targets.ts';

export interface Senders {
  mail: MailSender;
  /** The HTTP client of the webhook (tests may wrap it). */
  fetch?: typeof fetch;
  /** The time a webhook's signature carries. */
  clock?: Clock;
  webhookTimeoutMs?: number;
}

/** One attempt to hand a lead to one target; never throws. */
export async function deliverToTarget(
  target: DeliveryTarget,
  lead: LeadForDelivery,
  context: DeliveryContext,
  senders: Senders,
): Promise<DeliveryOutcome> {
  if (target.kind === 'email') {
    return senders.mail.send(adfEmail(lead, context, { to: target.to, from: target.from }));
  }
  return postWebhook(
    target.url,
    leadPayload(lead, context),
    target.secret,
    senders.fetch ?? fetch,
    (senders.clock ?? systemClock).now(),
    senders.webhookTimeoutMs === undefined ? {} : { timeoutMs: senders.webhookTimeoutMs },
  );
}
