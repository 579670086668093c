-- The declaration projects a policy's and a notice's page link to, found by index (issue 32, ADR 140).
--
-- A policy's page lists the projects resting on it and a notice's page the projects it announces, each page now one
-- statement (ADR 140). `declaration_projects` had no index on either column: every such page read the whole table
-- (150 wide rows in the demo, ~150 pages), the most of a policy page's statement once its round trips were gone.

-- Up Migration
CREATE INDEX declaration_projects_policy ON declaration_projects (policy_id);
CREATE INDEX declaration_projects_notice ON declaration_projects (notice_id);
