-- The per-address limits that protect the dealer or a shopper, counted in the database so
-- they hold across every API instance (a serverless deployment shares nothing else). One
-- token bucket per site, limit and keyed hash of the client's address (never the address).
-- A bucket is kept as the moment it is full again: it holds
-- burst - (full_at - now) / (perSeconds / burst) tokens, so a take is one upsert on the
-- database's clock. Once full_at has passed, the row carries nothing and the hourly
-- clean-up deletes it.
CREATE TABLE rate_limit_buckets (
  tenant text NOT NULL CHECK (tenant ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- which limit: 'leads-per-address'
  limit_name text NOT NULL CHECK (limit_name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- HMAC-SHA-256 of the address under the shoppers' hash key (0007)
  key_hash text NOT NULL CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  full_at timestamptz NOT NULL,
  -- how many requests the last take let through, for its answer (0: it refused them)
  last_taken integer NOT NULL CHECK (last_taken >= 0),
  PRIMARY KEY (tenant, limit_name, key_hash)
);

-- the clean-up deletes the buckets that are full again
CREATE INDEX rate_limit_buckets_by_full_at ON rate_limit_buckets (full_at);
