-- A push batch reads each ledger's stored JSON without trusting it (ADR 82): one it cannot read is skipped, and
-- counted here per slice, beside the ledgers evaluated and the messages sent.

-- Up Migration
ALTER TABLE push_job_slices ADD COLUMN malformed bigint NOT NULL DEFAULT 0;
