-- The contact an enterprise chooses to show on its public profile (联系人, 电话); both or neither.

-- Up Migration
ALTER TABLE market_enterprises ADD COLUMN contact_name text;
ALTER TABLE market_enterprises ADD COLUMN contact_phone text;
