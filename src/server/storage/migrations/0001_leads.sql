-- Leads and the idempotency keys of the requests that stored them.
-- A lead is written in the same transaction as its key's 'done' record, and the checks
-- below make a half-written pair impossible: a finished key always names a stored lead of
-- the same tenant with the answer given, and a key still in flight holds nothing yet.

CREATE TABLE leads (
  id uuid PRIMARY KEY,
  tenant text NOT NULL CHECK (tenant ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  kind text NOT NULL CHECK (
    kind IN (
      'enquiry', 'test-drive', 'make-an-offer', 'find-similar', 'request-photos', 'trade-in',
      'finance-enquiry', 'finance-application', 'service-booking', 'parts', 'fleet',
      'new-vehicle-enquiry', 'careers', 'feedback-survey'
    )
  ),
  category text NOT NULL CHECK (length(category) BETWEEN 1 AND 100),
  subcategory text CHECK (length(subcategory) BETWEEN 1 AND 100),
  -- the validated form fields and the lead's context; never the honeypot, key or address
  payload jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
  dealership_slug text CHECK (dealership_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  car_id text CHECK (length(car_id) BETWEEN 1 AND 100),
  -- a filled honeypot: answered like any lead, kept for review, never delivered
  spam boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- the target of idempotency_keys' (tenant, lead_id) reference
  UNIQUE (tenant, id)
);

-- the dealer's view: a tenant's leads, newest first, spam apart
CREATE INDEX leads_by_tenant ON leads (tenant, created_at DESC) WHERE NOT spam;

CREATE TABLE idempotency_keys (
  tenant text NOT NULL CHECK (tenant ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- the Idempotency-Key header: printable ASCII without spaces
  key text NOT NULL CHECK (key ~ '^[!-~]{1,255}$'),
  -- SHA-256 of the request body (canonical JSON): the same key with another body is refused
  request_hash text NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  status text NOT NULL CHECK (status IN ('in_flight', 'done')),
  -- which attempt holds the key; a retry after a crash takes over with a new one
  attempt uuid NOT NULL,
  -- an attempt in flight past this time is taken to have died, and its key may be taken over
  locked_until timestamptz,
  lead_id uuid,
  response_status smallint CHECK (response_status BETWEEN 200 AND 599),
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  PRIMARY KEY (tenant, key),
  -- one key per lead, and only a lead of the same tenant
  UNIQUE (lead_id),
  FOREIGN KEY (tenant, lead_id) REFERENCES leads (tenant, id),
  CHECK (
    (status = 'in_flight' AND locked_until IS NOT NULL AND lead_id IS NULL AND response_status IS NULL
      AND response_body IS NULL AND completed_at IS NULL)
    OR (status = 'done' AND locked_until IS NULL AND lead_id IS NOT NULL AND response_status IS NOT NULL
      AND response_body IS NOT NULL AND completed_at IS NOT NULL)
  )
);

-- old finished keys are cleared by age
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
