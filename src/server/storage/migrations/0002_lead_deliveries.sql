-- One row per lead and delivery target once the target has accepted the lead. It is written
-- in the same transaction that completes the delivery job, so a job is never completed
-- without its row, and the row's key makes a second delivery to the same target impossible
-- to record: a job that runs again finds the row and stops.

CREATE TABLE lead_deliveries (
  lead_id uuid NOT NULL REFERENCES leads (id),
  -- 'email' or 'webhook': the kinds of target a dealership has
  target text NOT NULL CHECK (target IN ('email', 'webhook')),
  delivered_at timestamptz NOT NULL DEFAULT now(),
  -- how it went (an SMTP reply, an HTTP status); never the lead's content
  detail text NOT NULL CHECK (length(detail) BETWEEN 1 AND 300),
  attempts smallint NOT NULL CHECK (attempts >= 1),
  PRIMARY KEY (lead_id, target)
);

-- the analytics sink of POST /api/events (spec §9 event ids); no personal data
CREATE TABLE site_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant text NOT NULL CHECK (tenant ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  event_id integer NOT NULL CHECK (event_id BETWEEN 1 AND 9999),
  category text CHECK (length(category) BETWEEN 1 AND 100),
  car_type text CHECK (car_type IN ('new', 'used', 'demo')),
  page text CHECK (length(page) BETWEEN 1 AND 2048),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX site_events_by_tenant ON site_events (tenant, created_at DESC);
