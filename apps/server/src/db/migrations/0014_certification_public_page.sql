-- What a certification collects for the public page (一句话简介, 成立年份, 人员规模), and which uploaded
-- certificates the operator approved for public display (SQLite version 33 of the previous release).

-- Up Migration
ALTER TABLE certifications ADD COLUMN intro text NOT NULL DEFAULT '';
ALTER TABLE certifications ADD COLUMN founded_year bigint;
ALTER TABLE certifications ADD COLUMN staff_size text NOT NULL DEFAULT '';
ALTER TABLE certification_files ADD COLUMN public bigint NOT NULL DEFAULT 0 CHECK (public IN (0, 1));
