-- 融资 can be withdrawn while 已提交 (SQLite version 31 of the previous release): the status gains 'withdrawn', and
-- the open-applications index leaves withdrawn ones out. SQLite rebuilt the table to change its CHECK; PostgreSQL
-- changes the constraint in place (the name it gave the baseline's unnamed one), so no row moves.

-- Up Migration
ALTER TABLE financing_applications DROP CONSTRAINT financing_applications_status_check;
ALTER TABLE financing_applications ADD CONSTRAINT financing_applications_status_check
  CHECK (status IN ('submitted', 'accepted', 'reviewing', 'disbursed', 'rejected', 'withdrawn'));
DROP INDEX financing_applications_open;
CREATE INDEX financing_applications_open ON financing_applications (status) WHERE status NOT IN ('disbursed', 'rejected', 'withdrawn');
