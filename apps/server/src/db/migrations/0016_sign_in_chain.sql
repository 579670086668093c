-- The sign-in a token descends from (an SSO host session, its hand-offs and the app sessions exchanged from
-- them), so 退出登录 in one app ends the others' sessions too (SQLite version 35 of the previous release, after the contact of 0015).

-- Up Migration
ALTER TABLE portal_tokens ADD COLUMN chain text;
CREATE INDEX portal_tokens_chain ON portal_tokens (chain) WHERE chain IS NOT NULL;
