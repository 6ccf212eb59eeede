-- Saved searches with e-mail alerts: a signed-in shopper keeps a search; once they confirm
-- an address and switch a search's alerts on, the feed's new matching cars are e-mailed to
-- them, as are price drops of the cars on their watchlist. Every row hangs off the user, so
-- Delete my account takes it all.
CREATE TABLE saved_searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES shopper_users (id) ON DELETE CASCADE,
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
  -- the search page and query string that shows it, on the user's site
  path text NOT NULL CHECK (path ~ '^/' AND length(path) <= 500),
  -- what it matches: {query, refinements, ranges} as the search URL says them
  criteria jsonb NOT NULL,
  -- the criteria in one canonical text: a shopper keeps a search once
  criteria_key text NOT NULL,
  alerts boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- when the matching first ran for it (its matches then are its baseline)
  matched_at timestamptz,
  UNIQUE (user_id, criteria_key)
);

-- The cars a saved search has already matched: each is e-mailed once at most.
CREATE TABLE saved_search_matches (
  saved_search_id uuid NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  car_id integer NOT NULL CHECK (car_id > 0),
  matched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (saved_search_id, car_id)
);

-- Where a user's alerts go. The address counts only once confirmed (a signed link e-mailed to it).
CREATE TABLE alert_addresses (
  user_id uuid PRIMARY KEY REFERENCES shopper_users (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (length(email) <= 254),
  confirmed_at timestamptz,
  price_drops boolean NOT NULL DEFAULT false
);

-- The price a watched car was last seen at: a drop below it is an alert.
ALTER TABLE watchlist_items ADD COLUMN last_seen_price integer CHECK (last_seen_price >= 0);

-- E-mails to shoppers (confirmation links and alerts), sent by the outbox worker: the job
-- carries the row's id, so the address and text live here and go with the user. The
-- confirmation rows of the last hour are what the per-user cap on them counts.
CREATE TABLE shopper_emails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES shopper_users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('confirm-address', 'new-matches', 'price-drops')),
  message jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX shopper_emails_by_user ON shopper_emails (user_id, created_at);

-- What the matching last saw of each tenant's stock: a feed that has not changed is not matched again.
CREATE TABLE alert_stock_states (
  tenant text PRIMARY KEY CHECK (tenant ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  fingerprint text NOT NULL,
  matched_at timestamptz NOT NULL DEFAULT now()
);
