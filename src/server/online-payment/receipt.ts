import { leadReference } from '../../domain/forms/lead-reference.ts';
import { paymentReceiptEmail } from '../../domain/online-payment/receipt-email.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { alertSite, shopperMessage } from '../saved-searches/alert-site.ts';
import type { ShopperMailOutbox } from '../saved-searches/shopper-mail.ts';
import type { Queryable } from '../storage/database.ts';
import { dealerTime, paidCard, paymentDealer } from './answers.ts';
import type { PaymentRequest } from './store.ts';

/** Queues a paid request's receipt, in the transaction that marks it paid. */
export type PaymentReceipts = (tx: Queryable, request: PaymentRequest, site: Site) => Promise<void>;

/**
 * The receipt e-mail through the shoppers' mail outbox (a row and its job, in the caller's
 * transaction), to the address typed on the page; it belongs to the request, not to an account.
 */
export function paymentReceipts(mail: ShopperMailOutbox): PaymentReceipts {
  return async (tx, request, site) => {
    if (!request.receipt_email) return;
    const email = paymentReceiptEmail({
      siteName: site.name,
      name: request.name,
      reference: request.reference,
      receipt: leadReference(request.id),
      description: request.description,
      amountCents: request.amount_cents,
      paidOn: dealerTime(site, request.paid_at ?? request.created_at),
      card: paidCard(request),
      dealer: paymentDealer(site),
    });
    await mail.enqueue(
      tx,
      { paymentRequest: request.id },
      'payment-receipt',
      shopperMessage(alertSite(site), request.receipt_email, email),
    );
  };
}
