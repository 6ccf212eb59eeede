import { PaymentStateError, type PaymentProvider } from '../payments/provider.ts';
import type { Reservation, ReservationStore } from './store.ts';

/**
 * Asks the processor to do what each reservation's payment is owed (capture it, or release
 * it), under an idempotency key of the reservation and the action, so asking twice does it
 * once. What fails stays owed, for the reservation worker to ask again; answers how many were done.
 */
export async function settleOwedPayments(
  store: ReservationStore,
  payments: PaymentProvider,
  reservations: readonly Reservation[],
): Promise<number> {
  let done = 0;
  for (const reservation of reservations) {
    const action = reservation.payment_action;
    if (!action) continue;
    try {
      if (reservation.payment_id) {
        const key = `${action}-${reservation.id}`;
        if (action === 'capture') await payments.capture(reservation.payment_id, key);
        else await payments.release(reservation.payment_id, key);
      }
      await store.paymentActionDone(reservation.id, action);
      done++;
    } catch (error) {
      // a capture after the hold lapsed cannot succeed later: it is logged for the dealer's
      // processor dashboard, and no longer asked
      if (error instanceof PaymentStateError) await store.paymentActionDone(reservation.id, action);
      console.error(
        JSON.stringify({
          event: `reservations.${action}-failed`,
          tenant: reservation.tenant,
          reservation: reservation.id,
          error: error instanceof Error ? error.name : 'Error',
        }),
      );
    }
  }
  return done;
}
