-- spec §3 Tracking event parameters: an event about a car says which car it was about in
-- the terms a report groups by, as the page knew the car when the event fired. All are
-- null for an event about no car; the limits are the API's (src/server/events/schema.ts).
ALTER TABLE site_events
  ADD COLUMN vehicle_status text CHECK (vehicle_status IN ('in_stock', 'coming_soon', 'sold')),
  ADD COLUMN vehicle_make text CHECK (length(vehicle_make) BETWEEN 1 AND 100),
  ADD COLUMN vehicle_model text CHECK (length(vehicle_model) BETWEEN 1 AND 100),
  ADD COLUMN vehicle_year integer CHECK (vehicle_year BETWEEN 1900 AND 2100),
  ADD COLUMN vehicle_kilometers integer CHECK (vehicle_kilometers BETWEEN 0 AND 9999999),
  ADD COLUMN vehicle_grade text CHECK (length(vehicle_grade) BETWEEN 1 AND 100);
