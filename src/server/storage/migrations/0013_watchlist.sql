-- spec §3 Watchlist item, §4 Watchlist save/remove: the cars a signed-in shopper keeps an eye
-- on, per user (a user belongs to one site). The price when saved lets the garage show what
-- changed since.
CREATE TABLE watchlist_items (
  user_id uuid NOT NULL REFERENCES shopper_users (id) ON DELETE CASCADE,
  car_id integer NOT NULL CHECK (car_id > 0),
  -- AUD; 0 when no price was advertised
  price_when_saved integer NOT NULL CHECK (price_when_saved >= 0),
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, car_id)
);
