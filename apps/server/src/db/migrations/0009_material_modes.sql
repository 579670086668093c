-- SQLite version 28 of the previous release: how each material is supplied (上传 / 在线填报 / 勾选承诺),
-- and the online forms' drafts. The 项目申报书 says it is 在线填报后导出打印 and the 信用承诺书 is one text for every
-- applicant: existing projects learn so by name. 申报进度 names the department that acted, not the operator account
-- that clicked (平台运营).

-- Up Migration
ALTER TABLE declaration_materials ADD COLUMN mode text NOT NULL DEFAULT 'upload' CHECK (mode IN ('upload', 'onlineForm', 'commitment'));
UPDATE declaration_materials SET mode = 'onlineForm' WHERE name = '项目申报书';
UPDATE declaration_materials SET mode = 'commitment' WHERE name = '信用承诺书';
ALTER TABLE application_events ADD COLUMN department text;
UPDATE application_events SET department = (
  SELECT p.dept_name FROM applications a JOIN declaration_projects p ON p.id = a.project_id WHERE a.id = application_events.application_id
) WHERE actor IS NOT NULL;
CREATE TABLE application_forms (
  application_id bigint NOT NULL REFERENCES applications (id),
  material_id text NOT NULL,
  fields text NOT NULL,
  saved_at text NOT NULL,
  PRIMARY KEY (application_id, material_id)
);
