-- The vehicle page's live data (spec §7): how often each car's page was seen, and each
-- phone number revealed on it. Neither table holds anything about the shopper: no address,
-- no session, no agent string.

-- one row per car, counted up in place (INSERT ... ON CONFLICT): a popular car is one row,
-- not a row per view. The feed's own count (car.views) is added when answering, not stored.
CREATE TABLE car_views (
  tenant text NOT NULL CHECK (tenant ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- the page's slug (/cars/{slug}): what the page asks by, and what stays while the feed
  -- rewrites the rest of the car. Only a slug of the live feed is counted, so a shopper
  -- cannot fill the table with made-up ones.
  car_slug text NOT NULL CHECK (car_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- a row exists only once a view was counted
  views bigint NOT NULL CHECK (views >= 1),
  PRIMARY KEY (tenant, car_slug)
);

-- one row per click on a hidden phone number; the ids are the dealer system's (feed car id,
-- dealership id, site.json id), kept as sent so a report can join them to the dealer's data
CREATE TABLE phone_reveals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant text NOT NULL CHECK (tenant ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  car_id integer NOT NULL CHECK (car_id >= 1),
  dealership_id integer NOT NULL CHECK (dealership_id >= 1),
  website_id integer NOT NULL CHECK (website_id >= 1),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- the dealer's view: a tenant's reveals, newest first
CREATE INDEX phone_reveals_by_tenant ON phone_reveals (tenant, created_at DESC);
