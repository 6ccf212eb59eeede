-- The per-phone lead limit, counted in the database so it holds across API instances: each
-- lead keeps a keyed hash of its normalised phone number (never a second copy of the
-- number), and a lead past the limit is stored, delivered and flagged, never refused.

-- The key of the shoppers' keyed hashes (HMAC-SHA-256 of a phone number, of a client
-- address), generated once here so that every instance agrees, unless SHOPPER_HASH_KEY
-- sets one. Without the key, a dump of the hashes cannot be reversed by hashing every number.
CREATE TABLE shopper_hash_key (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  key text NOT NULL CHECK (key ~ '^[0-9a-f]{64}$')
);

-- gen_random_uuid() draws from the server's strong random source: two of them, less their
-- dashes, are 64 hex digits (244 random bits)
INSERT INTO shopper_hash_key (key) VALUES (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

ALTER TABLE leads
  ADD COLUMN phone_hash text CHECK (phone_hash ~ '^[0-9a-f]{64}$'),
  -- more leads with this phone number on this site within the limit's window than it allows
  ADD COLUMN suspected_abuse boolean NOT NULL DEFAULT false;

-- the count of a tenant's recent leads for one phone number
CREATE INDEX leads_by_phone ON leads (tenant, phone_hash, created_at) WHERE phone_hash IS NOT NULL;
