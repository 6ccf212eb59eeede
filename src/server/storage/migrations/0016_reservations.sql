-- spec §2 /cars/{slug}/checkout and /cars/{slug}/buy-online, §9: a shopper reserves a car with
-- a refundable deposit, an authorisation on their card held for 48 hours. The row is taken
-- before the card is authorised, and the partial unique index below lets one reservation per
-- car be active, so two shoppers paying at the same moment cannot both hold it and the second
-- is told before any card of theirs is touched. Card numbers are never stored: the processor's
-- own frame takes the card and the API only ever sees its token and the payment's id.
CREATE TABLE reservations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  car_slug text NOT NULL CHECK (length(car_slug) BETWEEN 1 AND 200),
  journey text NOT NULL CHECK (journey IN ('checkout', 'buy-online')),
  -- authorising: the row holds the car while the processor answers; held: the deposit is
  -- authorised; confirmed: the dealer took it (captured); the rest free the car again
  status text NOT NULL CHECK (
    status IN ('authorising', 'held', 'confirmed', 'declined', 'failed', 'released', 'expired', 'cancelled')
  ),
  -- the deposit in cents, as the processor is asked for it
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  user_id uuid REFERENCES shopper_users (id) ON DELETE SET NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  last_name text NOT NULL DEFAULT '' CHECK (length(last_name) <= 100),
  email text NOT NULL CHECK (length(email) <= 254),
  phone text NOT NULL CHECK (length(phone) <= 20),
  -- the processor (test or stripe) and its payment's id (a PaymentIntent's pi_…)
  provider text NOT NULL,
  payment_id text,
  -- the processor's single-use token for the card (never the card): a reservation left
  -- authorising by a crash asks the processor again with it, under the same idempotency key
  payment_token text NOT NULL CHECK (length(payment_token) <= 255),
  -- the processor's words for a declined card, given again to a retry of the same request
  decline_message text CHECK (length(decline_message) <= 300),
  -- the page's Idempotency-Key and a hash of its body: a retry gets the same reservation
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  lead_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  held_at timestamptz,
  expires_at timestamptz,
  -- when it was confirmed, released, cancelled or expired
  settled_at timestamptz,
  -- the processor still has to capture or release the payment (retried until it has)
  payment_action text CHECK (payment_action IN ('capture', 'release')),
  UNIQUE (tenant, idempotency_key)
);

CREATE UNIQUE INDEX reservations_one_active_per_car
  ON reservations (tenant, car_slug)
  WHERE status IN ('authorising', 'held', 'confirmed');

CREATE INDEX reservations_held_until ON reservations (expires_at) WHERE status = 'held';
CREATE INDEX reservations_by_user ON reservations (user_id) WHERE user_id IS NOT NULL;

-- A processor's webhook events already handled: a replayed event changes nothing.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- A reservation's e-mails go to the shopper whether or not they signed in: such an e-mail
-- belongs to its reservation rather than to an account.
ALTER TABLE shopper_emails ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE shopper_emails ADD COLUMN reservation_id uuid REFERENCES reservations (id) ON DELETE CASCADE;
ALTER TABLE shopper_emails ADD CONSTRAINT shopper_emails_owner CHECK (user_id IS NOT NULL OR reservation_id IS NOT NULL);
ALTER TABLE shopper_emails DROP CONSTRAINT shopper_emails_kind_check;
ALTER TABLE shopper_emails ADD CONSTRAINT shopper_emails_kind_check CHECK (
  kind IN ('confirm-address', 'new-matches', 'price-drops', 'reservation-held', 'reservation-settled')
);

-- A processor's webhook names a payment by its id.
CREATE INDEX reservations_by_payment ON reservations (payment_id) WHERE payment_id IS NOT NULL;
