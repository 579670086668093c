-- A saved match report's repeated texts written once (ADR 125, issue 32).
--
-- Since migration 0030 a 智能匹配报告 keeps one row per policy in `report_matches`, each the whole StoredPolicyMatch
-- as JSON text. At a province that is 2,439 rows and 6.1 million characters, although the rows repeat the same
-- condition rows, bases, evidence and standard texts thousands of times (72 distinct standard texts among ~13,000
-- condition rows). A report saved from now on writes each value that recurs among its policies once, in
-- `match_texts` (one text a line), and its rows in `report_matches` name it `#<n>` (the n-th line); reading puts the
-- texts back, so each row reads exactly as the JSON it was. A report whose `match_texts` is NULL (saved before, or
-- not a match report) keeps its rows as plain JSON: they are read as they are.

-- Up Migration
ALTER TABLE reports ADD COLUMN match_texts text;
