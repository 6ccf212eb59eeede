-- the dealer's list of purchase journeys (GET /api/dealer/purchase-journeys): a site's journeys,
-- the newest activity first, a page at a time from the last one seen (updated_at, id)
CREATE INDEX purchase_journeys_by_activity ON purchase_journeys (tenant, updated_at DESC, id DESC);
