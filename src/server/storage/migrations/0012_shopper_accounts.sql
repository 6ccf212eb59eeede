-- Shopper accounts (spec §2 /sign-in, §3 User): one user per site and Australian mobile
-- number, signed in with a one-time code sent by SMS. Codes, their tries, the send caps and
-- the sessions are rows here, not process memory, so they hold across every API instance.
CREATE TABLE shopper_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL CHECK (tenant ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- E.164, +614xxxxxxxx: the number the codes go to
  phone text NOT NULL CHECK (phone ~ '^\+614[0-9]{8}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant, phone)
);

-- One row per code sent. Only the newest code of a number is valid; the rows of older ones
-- stay until the clean-up, since they are what the send caps count.
CREATE TABLE sign_in_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL CHECK (tenant ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  phone text NOT NULL CHECK (phone ~ '^\+614[0-9]{8}$'),
  -- HMAC-SHA-256 of the code under the shoppers' hash key: a table dump cannot be replayed
  code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  -- HMAC-SHA-256 of the client's address (the per-address cap), never the address
  address_hash text CHECK (address_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0 CHECK (wrong_tries >= 0),
  used_at timestamptz
);
CREATE INDEX sign_in_codes_by_phone ON sign_in_codes (tenant, phone, created_at);
CREATE INDEX sign_in_codes_by_address ON sign_in_codes (tenant, address_hash, created_at);
CREATE INDEX sign_in_codes_by_time ON sign_in_codes (tenant, created_at);

-- The session cookie holds a random id; the row holds its SHA-256, so a table dump signs
-- nobody in.
CREATE TABLE shopper_sessions (
  id_hash text PRIMARY KEY CHECK (id_hash ~ '^[0-9a-f]{64}$'),
  tenant text NOT NULL CHECK (tenant ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  user_id uuid NOT NULL REFERENCES shopper_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shopper_sessions_by_user ON shopper_sessions (user_id);
CREATE INDEX shopper_sessions_by_last_seen ON shopper_sessions (last_seen_at);
