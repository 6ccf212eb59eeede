-- One counted view per client address per car per day: the keyed hash of each address whose
-- view of a car was counted (never the address itself), and when. A view from the same
-- address within the day is answered but not counted again; rows older than a day carry
-- nothing and are deleted by the hourly clean-up.
CREATE TABLE car_view_visitors (
  tenant text NOT NULL CHECK (tenant ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  car_slug text NOT NULL CHECK (car_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- HMAC-SHA-256 of the address under the shoppers' hash key (0007)
  address_hash text NOT NULL CHECK (address_hash ~ '^[0-9a-f]{64}$'),
  counted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant, car_slug, address_hash)
);

-- the clean-up deletes by age
CREATE INDEX car_view_visitors_by_age ON car_view_visitors (counted_at);
