-- spec §2 /spin-to-win (issue 28): a promotion the tenant configures (site.json spinToWin:
-- campaigns, prizes with their stock and chances). One spin per shopper per campaign, the
-- draw made and stored on the server before the page shows it.
CREATE TABLE spins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL CHECK (tenant ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  campaign_id text NOT NULL CHECK (length(campaign_id) BETWEEN 1 AND 100),
  -- the signed-in shopper who spun. A spin outlives Delete my account as no one's: its number's
  -- hash keeps the one spin per campaign, so a new account with the number spins no second time
  user_id uuid REFERENCES shopper_users (id) ON DELETE SET NULL,
  -- keyed hash of the mobile number the spin counts against: the account's verified number
  -- when signed in, else the one typed (a site that does not gate spins has no account to go by)
  phone_hash text NOT NULL CHECK (phone_hash ~ '^[0-9a-f]{64}$'),
  -- what the wheel stopped on: a prize of the campaign, or nothing (null)
  prize_id text CHECK (length(prize_id) BETWEEN 1 AND 100),
  voucher_code text CHECK (voucher_code ~ '^SPIN-[A-Z2-9]{4}-[A-Z2-9]{4}$'),
  -- the dealer's lead of a prize won (no lead for a spin that won nothing)
  lead_id uuid,
  -- the page's Idempotency-Key: a retry after a lost answer gets the same spin
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 255),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT spins_prize_has_voucher CHECK ((prize_id IS NULL) = (voucher_code IS NULL)),
  CONSTRAINT spins_one_per_number UNIQUE (tenant, campaign_id, phone_hash),
  CONSTRAINT spins_one_per_user UNIQUE (tenant, campaign_id, user_id),
  CONSTRAINT spins_key UNIQUE (tenant, idempotency_key)
);
CREATE UNIQUE INDEX spins_voucher ON spins (tenant, voucher_code) WHERE voucher_code IS NOT NULL;
CREATE INDEX spins_by_user ON spins (user_id) WHERE user_id IS NOT NULL;

-- How many of each prize a campaign has given away. The draw's transaction adds one only while
-- fewer than the configured stock are won (UPDATE … WHERE won < stock), so a prize is never won
-- past its stock however many spins arrive together; the stock itself stays in site.json,
-- where marketing may raise it mid-campaign.
CREATE TABLE spin_prizes_won (
  tenant text NOT NULL CHECK (tenant ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  campaign_id text NOT NULL CHECK (length(campaign_id) BETWEEN 1 AND 100),
  prize_id text NOT NULL CHECK (length(prize_id) BETWEEN 1 AND 100),
  won integer NOT NULL CHECK (won >= 0),
  PRIMARY KEY (tenant, campaign_id, prize_id)
);

-- A prize's voucher e-mail belongs to its spin (a visitor may spin on a site that does not
-- gate it), and to the account too when one spun signed in, so it goes with the account.
ALTER TABLE shopper_emails ADD COLUMN spin_id uuid REFERENCES spins (id) ON DELETE CASCADE;
ALTER TABLE shopper_emails DROP CONSTRAINT shopper_emails_owner;
ALTER TABLE shopper_emails ADD CONSTRAINT shopper_emails_owner CHECK (
  user_id IS NOT NULL OR reservation_id IS NOT NULL OR spin_id IS NOT NULL
);
ALTER TABLE shopper_emails DROP CONSTRAINT shopper_emails_kind_check;
ALTER TABLE shopper_emails ADD CONSTRAINT shopper_emails_kind_check CHECK (
  kind IN ('confirm-address', 'new-matches', 'price-drops', 'reservation-held', 'reservation-settled', 'spin-voucher')
);
