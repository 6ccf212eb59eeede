-- Delete my account and reservations (issue 28). A held or confirmed reservation is a live
-- arrangement with the dealer: its row stays whole (the dealer calls the shopper, the shopper
-- is e-mailed when it ends, its deposit is released at expiry), marked with the deletion, and
-- loses the shopper's details once it has ended. A reservation that has ended loses them at
-- once: name, last name, e-mail and phone are blanked (its car, deposit, dates and the
-- processor's payment id stay: what was reserved, never who reserved it).
ALTER TABLE reservations
  -- the shopper deleted their account while this reservation was theirs
  ADD COLUMN account_deleted_at timestamptz,
  -- its shopper's details were blanked
  ADD COLUMN deidentified_at timestamptz;

-- a de-identified reservation has no name left
ALTER TABLE reservations DROP CONSTRAINT reservations_name_check;
ALTER TABLE reservations ADD CONSTRAINT reservations_name_check CHECK (
  length(name) <= 100 AND (length(name) >= 1 OR deidentified_at IS NOT NULL)
);
ALTER TABLE reservations ADD CONSTRAINT reservations_deidentified_blank CHECK (
  deidentified_at IS NULL
  OR (user_id IS NULL AND name = '' AND last_name = '' AND email = '' AND phone = '' AND request_hash = '')
);

-- the expiry job finds the reservations of deleted accounts that have ended since
CREATE INDEX reservations_to_deidentify ON reservations (settled_at)
  WHERE account_deleted_at IS NOT NULL AND deidentified_at IS NULL;
