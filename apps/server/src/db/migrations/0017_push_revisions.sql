-- A revision of a published policy re-runs push matching for the enterprises whose verdict it changes (ADR 73):
-- a job belongs to one version of a publication (revision 0 is the first publication, N the desk's 第 N 版) and
-- carries the rule set in force before it; a delivery key is per version, so each version tells an enterprise
-- at most once.

-- Up Migration
ALTER TABLE push_jobs ADD COLUMN revision bigint NOT NULL DEFAULT 0;
ALTER TABLE push_jobs ADD COLUMN previous_rule_set text;
ALTER TABLE push_jobs DROP CONSTRAINT push_jobs_kind_publication_id_key;
ALTER TABLE push_jobs ADD CONSTRAINT push_jobs_version_key UNIQUE (kind, publication_id, revision);
ALTER TABLE push_deliveries ADD COLUMN revision bigint NOT NULL DEFAULT 0;
ALTER TABLE push_deliveries DROP CONSTRAINT push_deliveries_pkey;
ALTER TABLE push_deliveries ADD PRIMARY KEY (user_id, kind, publication_id, revision);
