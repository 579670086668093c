-- What a token is for (SQLite version 32 of the previous release): a session bearer, the SSO host's own sign-in
-- (its HttpOnly cookie), or the one-time hand-off an SSO redirect carries in the address, good only for one
-- exchange within a minute.

-- Up Migration
ALTER TABLE portal_tokens ADD COLUMN purpose text NOT NULL DEFAULT 'session' CHECK (purpose IN ('session', 'sso', 'handoff'));
