-- spec §3 Tracking event parameters on a phone reveal, as on an analytics event (0009):
-- the car as its page knew it when the number was revealed; null where the page sent none.
ALTER TABLE phone_reveals
  ADD COLUMN vehicle_status text CHECK (vehicle_status IN ('in_stock', 'coming_soon', 'sold')),
  ADD COLUMN vehicle_make text CHECK (length(vehicle_make) BETWEEN 1 AND 100),
  ADD COLUMN vehicle_model text CHECK (length(vehicle_model) BETWEEN 1 AND 100),
  ADD COLUMN vehicle_year integer CHECK (vehicle_year BETWEEN 1900 AND 2100),
  ADD COLUMN vehicle_kilometers integer CHECK (vehicle_kilometers BETWEEN 0 AND 9999999),
  ADD COLUMN vehicle_grade text CHECK (length(vehicle_grade) BETWEEN 1 AND 100);
