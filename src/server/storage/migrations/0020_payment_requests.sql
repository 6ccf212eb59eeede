-- spec §2 /online-payment (issue 28): the dealer asks a shopper for an amount (an invoice, the
-- balance of a car, a service) by a signed link; the shopper pays it by card on the site. A
-- request is paid once at most: a payment attempt first moves the row from 'requested' to
-- 'paying' in one conditional UPDATE, so of two attempts at the same moment only one reaches
-- the processor. Card numbers are never stored: the processor's own frame takes the card and
-- the API only ever sees its single-use token, the payment's id, the brand and last four digits.
CREATE TABLE payment_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL CHECK (tenant ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- the dealer's own reference (an invoice number): one request per reference per site
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 40),
  -- from $1 to the site's maximum (onlinePayment.maximum, checked by the API), in cents
  amount_cents integer NOT NULL CHECK (amount_cents >= 100),
  currency text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
  -- the shopper's name as the dealer wrote it, which the page shows back to them
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- requested: payable; paying: an attempt is with the processor; paid. A declined or failed
  -- attempt leaves it requested (the shopper may try another card): failure is the attempt's
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'paying', 'paid')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- attempts so far: they number the processor's idempotency keys, and are capped (card testing)
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- the latest attempt: the page's Idempotency-Key and a hash of its body (a retry gets its answer)
  idempotency_key text CHECK (length(idempotency_key) BETWEEN 1 AND 255),
  request_hash text,
  -- the processor (test or stripe) and its single-use token for the card (never the card): an
  -- attempt cut off by a crash is asked again with it, under the same idempotency key
  provider text,
  payment_token text CHECK (length(payment_token) <= 255),
  paying_since timestamptz,
  -- where the latest attempt's receipt goes: an attempt finished after a crash still sends it
  receipt_email text CHECK (length(receipt_email) <= 254),
  -- the processor's words for the latest declined attempt, given again to its retry
  decline_message text CHECK (length(decline_message) <= 300),
  -- the latest attempt could not be put to the processor (it was down): its retry answers 503 again
  unavailable boolean NOT NULL DEFAULT false,
  -- the processor's payment id (pay_… or pi_…) and what it says of the card, for the receipt
  payment_id text,
  card_brand text CHECK (length(card_brand) <= 20),
  card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  paid_at timestamptz,
  CONSTRAINT payment_requests_reference UNIQUE (tenant, reference),
  CONSTRAINT payment_requests_paid CHECK ((status = 'paid') = (paid_at IS NOT NULL AND payment_id IS NOT NULL)),
  CONSTRAINT payment_requests_paying CHECK (
    status <> 'paying' OR (paying_since IS NOT NULL AND payment_token IS NOT NULL AND idempotency_key IS NOT NULL)
  )
);

-- one request per payment at the processor
CREATE UNIQUE INDEX payment_requests_payment ON payment_requests (payment_id) WHERE payment_id IS NOT NULL;

-- The receipt e-mail belongs to its request (a visitor may pay where the site does not gate it).
ALTER TABLE shopper_emails ADD COLUMN payment_request_id uuid REFERENCES payment_requests (id) ON DELETE CASCADE;
ALTER TABLE shopper_emails DROP CONSTRAINT shopper_emails_owner;
ALTER TABLE shopper_emails ADD CONSTRAINT shopper_emails_owner CHECK (
  user_id IS NOT NULL OR reservation_id IS NOT NULL OR spin_id IS NOT NULL OR payment_request_id IS NOT NULL
);
ALTER TABLE shopper_emails DROP CONSTRAINT shopper_emails_kind_check;
ALTER TABLE shopper_emails ADD CONSTRAINT shopper_emails_kind_check CHECK (
  kind IN (
    'confirm-address', 'new-matches', 'price-drops', 'reservation-held', 'reservation-settled', 'spin-voucher',
    'payment-receipt'
  )
);
