-- Stripe's 3-D Secure for the deposit: the card's bank may ask the shopper to verify the
-- payment before it is held. Meanwhile the reservation is 'verifying': it keeps the car (one
-- active reservation per car still holds, so nobody else can reserve it while the shopper
-- verifies), its payment_id is the processor's payment waiting for the check, and its
-- expires_at is when the check must be done by (RESERVATION_VERIFY_MINUTES); the reservation
-- worker declines one not finished by then, which frees the car and releases the payment.
ALTER TABLE reservations DROP CONSTRAINT reservations_status_check;
ALTER TABLE reservations ADD CONSTRAINT reservations_status_check CHECK (
  status IN ('authorising', 'verifying', 'held', 'confirmed', 'declined', 'failed', 'released', 'expired', 'cancelled')
);
ALTER TABLE reservations ADD CONSTRAINT reservations_verifying CHECK (
  status <> 'verifying' OR (payment_id IS NOT NULL AND expires_at IS NOT NULL)
);

-- the statuses as ACTIVE_STATUSES (src/server/reservations/store.ts) names them
DROP INDEX reservations_one_active_per_car;
CREATE UNIQUE INDEX reservations_one_active_per_car
  ON reservations (tenant, car_slug)
  WHERE status IN ('authorising', 'verifying', 'held', 'confirmed');

-- the reservation worker finds the checks past their time
CREATE INDEX reservations_verifying_until ON reservations (expires_at) WHERE status = 'verifying';
