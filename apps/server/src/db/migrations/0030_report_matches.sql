-- A saved match report's policies one row each (ADR 122, issue 32).
--
-- At a province a 智能匹配报告 is 2,439 policies with every condition row: 6.1 million characters of JSON in
-- `reports.payload`, written, read and sent whole although the screen shows each category's first 10 policies until
-- 展开全部. A report saved from now on keeps in `reports.payload` only its summary (`{"paged":…}`: counts, estimate,
-- scope, out-of-scope list, each category's count) and its policies here, as they were generated (the whole
-- StoredPolicyMatch as JSON text, rule set and score included, so a policy edited later does not change them),
-- numbered by their place in the report and in their category, so that a detail reads each category's first page and
-- a page reads its rows without parsing the rest. Reports saved before keep their whole payload and are paged when
-- read.

-- Up Migration
CREATE TABLE report_matches (
  report_id bigint NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  position integer NOT NULL,
  category text NOT NULL,
  category_position integer NOT NULL,
  payload text NOT NULL,
  PRIMARY KEY (report_id, position)
);

CREATE INDEX report_matches_category ON report_matches (report_id, category, category_position);
