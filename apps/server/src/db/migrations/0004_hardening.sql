-- Hardening, SQLite version 24 of the previous release, in PostgreSQL's types:
-- the login throttle in the database (every instance counts the same attempts: one row per password check and
-- scope from before its hash is computed, failed ones kept until their window ends or a lock takes their place);
-- the portal session a notes key and token belong to (logging it out ends them); rate-limit events; a credit code
-- belongs to one account; names compared by key (db/name-keys.ts: start-up fills keys still missing). The name-key
-- indexes are named *_by_name_key: PostgreSQL already gave `*_name_key` to the UNIQUE (name) constraints.

-- Up Migration
CREATE TABLE login_attempts (
  attempt text NOT NULL,
  scope text NOT NULL CHECK (scope IN ('account', 'address')),
  key text NOT NULL,
  at text NOT NULL,
  failed bigint NOT NULL CHECK (failed IN (0, 1)),
  PRIMARY KEY (attempt, scope)
);
CREATE INDEX login_attempts_key ON login_attempts (scope, key, at);
CREATE INDEX login_attempts_at ON login_attempts (at);
CREATE TABLE login_locks (
  scope text NOT NULL CHECK (scope IN ('account', 'address')),
  key text NOT NULL,
  until text NOT NULL,
  PRIMARY KEY (scope, key)
);

ALTER TABLE notes_keys ADD COLUMN portal_token text;
ALTER TABLE notes_tokens ADD COLUMN portal_token text;
CREATE INDEX notes_keys_user ON notes_keys (user_id);
CREATE INDEX notes_keys_portal_token ON notes_keys (portal_token);
CREATE INDEX notes_tokens_user ON notes_tokens (user_id);
CREATE INDEX notes_tokens_portal_token ON notes_tokens (portal_token);

CREATE TABLE rate_events (
  scope text NOT NULL,
  key text NOT NULL,
  at text NOT NULL
);
CREATE INDEX rate_events_key ON rate_events (scope, key, at);
CREATE INDEX rate_events_at ON rate_events (scope, at);

CREATE TABLE credit_code_claims (
  credit_code text PRIMARY KEY,
  user_id bigint NOT NULL UNIQUE REFERENCES users (id),
  name_key text,
  claimed_at text NOT NULL
);
CREATE INDEX credit_code_claims_name ON credit_code_claims (name_key);

ALTER TABLE institutions ADD COLUMN name_key text;
ALTER TABLE market_enterprises ADD COLUMN name_key text;
CREATE INDEX institutions_by_name_key ON institutions (name_key);
CREATE INDEX market_enterprises_by_name_key ON market_enterprises (name_key);

-- Ledgers saved before: the earliest saved keeps its code; a later one with the same code, or a code an institution
-- of another account holds, is left unclaimed. The key here is NFKC without white space, in lower case (name-keys.ts
-- also drops invisible characters; a name holding one gets its exact key when its ledger is saved again).
INSERT INTO credit_code_claims (credit_code, user_id, name_key, claimed_at)
  SELECT l.data::jsonb ->> 'creditCode', l.user_id,
         lower(regexp_replace(normalize(l.data::jsonb ->> 'enterpriseName', NFKC), '\s', '', 'g')), l.updated_at
  FROM ledgers l
  WHERE coalesce(l.data::jsonb ->> 'creditCode', '') <> ''
    AND NOT EXISTS (SELECT 1 FROM institutions i WHERE i.credit_code = l.data::jsonb ->> 'creditCode' AND i.user_id IS DISTINCT FROM l.user_id)
  ORDER BY l.updated_at, l.user_id
  ON CONFLICT DO NOTHING;
