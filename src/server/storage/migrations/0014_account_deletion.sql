-- Delete my account (spec §2 privacy policy: access and deletion): the user's rows go
-- (sessions and watchlist with them, by their ON DELETE CASCADE), and our stored copies of
-- the user's leads are de-identified: the fields that name or reach the shopper are taken
-- out of the payload and the phone's keyed hash is cleared, so nothing links the lead back.
ALTER TABLE leads
  ADD COLUMN deidentified_at timestamptz,
  -- a de-identified lead keeps no way back to its shopper
  ADD CONSTRAINT leads_deidentified_unlinked CHECK (deidentified_at IS NULL OR phone_hash IS NULL);
