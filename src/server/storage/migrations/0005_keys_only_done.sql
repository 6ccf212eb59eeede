-- Since 0004 a key is written only together with its lead and its answer, so the columns of
-- the earlier claims (status, attempt, locked_until) go, and every key must hold its answer.
-- Dropping locked_until drops the check that tied the two states together.
DELETE FROM idempotency_keys WHERE status <> 'done';
ALTER TABLE idempotency_keys
  DROP COLUMN status,
  DROP COLUMN attempt,
  DROP COLUMN locked_until,
  ALTER COLUMN lead_id SET NOT NULL,
  ALTER COLUMN response_status SET NOT NULL,
  ALTER COLUMN response_body SET NOT NULL,
  ALTER COLUMN completed_at SET NOT NULL;
