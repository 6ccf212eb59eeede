-- An idempotency key is now written in the transaction that stores its lead, already done:
-- a request in flight is known to the process handling it (a retry meanwhile gets 409), and
-- a process that dies mid-request leaves nothing behind to expire. Claims left in flight by
-- the earlier two-step writes are dropped (their requests were never answered 201), and the
-- claim's attempt column is no longer filled.
DELETE FROM idempotency_keys WHERE status = 'in_flight';
ALTER TABLE idempotency_keys ALTER COLUMN attempt DROP NOT NULL;
