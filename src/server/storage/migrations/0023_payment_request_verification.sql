-- Stripe's 3-D Secure for online payment, as for the deposit (0021): the card's bank may ask the
-- shopper to verify the payment before it is taken. Meanwhile the request stays 'paying' (so no
-- other attempt can be claimed: one payment in flight per request, as before), its payment_id is
-- the processor's payment waiting for the check, and verify_by is when the check must be done by
-- (RESERVATION_VERIFY_MINUTES). A check not finished by then is let go by the next attempt or
-- read of the request, which cancels the payment. The client secret is never stored: it is
-- asked of the processor again.
ALTER TABLE payment_requests ADD COLUMN verify_by timestamptz;
ALTER TABLE payment_requests ADD CONSTRAINT payment_requests_verifying CHECK (
  verify_by IS NULL OR (status = 'paying' AND payment_id IS NOT NULL)
);
