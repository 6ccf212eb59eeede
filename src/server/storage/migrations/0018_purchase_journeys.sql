-- spec §2 /checkout-journey: the online purchase of a car, kept per signed-in shopper and car
-- so it goes on after a reload or on another device, and the dealer can see journeys left half
-- way. One column per answered step (null until answered), as the API answers them; the
-- deposit, the last step, is a reservation made under the journey.
CREATE TABLE purchase_journeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL CHECK (tenant ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- a journey is the shopper's own record: it goes with the account
  user_id uuid NOT NULL REFERENCES shopper_users (id) ON DELETE CASCADE,
  car_slug text NOT NULL CHECK (length(car_slug) BETWEEN 1 AND 200),
  -- step 1: the buyer's details (the leads' contact) and the drive-away estimate for their
  -- state (none for a car without a price: the details alone say the step is answered)
  details jsonb CHECK (jsonb_typeof(details) = 'object'),
  drive_away jsonb CHECK (drive_away IS NULL OR (jsonb_typeof(drive_away) = 'object' AND details IS NOT NULL)),
  trade_in jsonb CHECK (jsonb_typeof(trade_in) = 'object'),
  finance jsonb CHECK (jsonb_typeof(finance) = 'object'),
  delivery jsonb CHECK (jsonb_typeof(delivery) = 'object'),
  -- the trade-in and finance leads the journey sent: Delete my account de-identifies them
  -- whatever number the shopper typed into them
  lead_ids uuid[] NOT NULL DEFAULT '{}',
  -- the deposit's reservation once held; a reservation outlives its journey's account (0017)
  reservation_id uuid REFERENCES reservations (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant, user_id, car_slug)
);

CREATE INDEX purchase_journeys_by_user ON purchase_journeys (user_id);

-- the deposit of a purchase is a reservation of the car made under the journey
ALTER TABLE reservations DROP CONSTRAINT reservations_journey_check;
ALTER TABLE reservations ADD CONSTRAINT reservations_journey_check CHECK (
  journey IN ('checkout', 'buy-online', 'purchase')
);
