-- Change counters for the tables the home page's 最新 areas, 政策解读, 公示公告 and 申报项目 read (issue 32: the demo's
-- list calls, ADR 140), so those lists are kept as answers like the policy and notice lists (ADR 99, 126).
--
-- On PostgreSQL each statement is a round trip; the lists these tables feed were computed afresh on every request
-- (首页's 最新: eight statements), and at 50 connections the demo's list calls took p95 41-50 ms against a budget of
-- 10. As in 0032: one sequence per table, taken by a statement trigger on every write to it, read with the others
-- through `table_changes`. A view count (written once a second by the tally, ADR 112) takes no value: the update
-- triggers of the four viewed tables name every other column.

-- Up Migration
CREATE SEQUENCE interpretations_changes;
CREATE SEQUENCE announcements_changes;
CREATE SEQUENCE declaration_projects_changes;
CREATE SEQUENCE news_changes;
CREATE SEQUENCE market_demands_changes;
CREATE SEQUENCE activities_changes;
CREATE SEQUENCE courses_changes;
CREATE SEQUENCE service_products_changes;
CREATE SEQUENCE institutions_changes;
CREATE SEQUENCE talents_changes;
CREATE SEQUENCE fund_products_changes;
CREATE SEQUENCE gov_services_changes;
CREATE SEQUENCE gov_service_favorites_changes;

CREATE TRIGGER interpretations_changed AFTER INSERT OR DELETE OR TRUNCATE ON interpretations
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('interpretations_changes');
CREATE TRIGGER interpretations_changed_update AFTER UPDATE OF
    id, policy_id, title, type, summary, key_points, content, issuer, publish_date
  ON interpretations FOR EACH STATEMENT EXECUTE FUNCTION table_changed('interpretations_changes');

CREATE TRIGGER announcements_changed AFTER INSERT OR DELETE OR TRUNCATE ON announcements
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('announcements_changes');
CREATE TRIGGER announcements_changed_update AFTER UPDATE OF
    id, title, category, issuer, publish_date, content, objection_deadline, related_notice_id, entries
  ON announcements FOR EACH STATEMENT EXECUTE FUNCTION table_changed('announcements_changes');

CREATE TRIGGER declaration_projects_changed AFTER INSERT OR DELETE OR TRUNCATE ON declaration_projects
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('declaration_projects_changes');
CREATE TRIGGER declaration_projects_changed_update AFTER UPDATE OF
    id, project_name, dept_name, level, region_name, category, support_amount, support_desc, start_time, end_time,
    create_time, tags, summary, policy_basis, contact, conditions, batches, procedure, policy_id, notice_id,
    rule_set
  ON declaration_projects FOR EACH STATEMENT EXECUTE FUNCTION table_changed('declaration_projects_changes');

CREATE TRIGGER news_changed AFTER INSERT OR DELETE OR TRUNCATE ON news
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('news_changes');
CREATE TRIGGER news_changed_update AFTER UPDATE OF
    id, title, category, summary, content, source, author, region_name, publish_date, featured
  ON news FOR EACH STATEMENT EXECUTE FUNCTION table_changed('news_changes');

CREATE TRIGGER market_demands_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON market_demands
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('market_demands_changes');
CREATE TRIGGER activities_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activities
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('activities_changes');
CREATE TRIGGER courses_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('courses_changes');
CREATE TRIGGER service_products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_products
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('service_products_changes');
CREATE TRIGGER institutions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON institutions
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('institutions_changes');
CREATE TRIGGER talents_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON talents
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('talents_changes');
CREATE TRIGGER fund_products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fund_products
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('fund_products_changes');
CREATE TRIGGER gov_services_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gov_services
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('gov_services_changes');
CREATE TRIGGER gov_service_favorites_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gov_service_favorites
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('gov_service_favorites_changes');

-- Every counter in one read, as before, and the new ones after them.
CREATE OR REPLACE VIEW table_changes (table_name, version) AS
            SELECT 'policies', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM policies_changes
  UNION ALL SELECT 'policy_counts', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM policy_counts_changes
  UNION ALL SELECT 'notices', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM notices_changes
  UNION ALL SELECT 'regions', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM regions_changes
  UNION ALL SELECT 'dict_data', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM dict_data_changes
  UNION ALL SELECT 'search_documents', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM search_documents_changes
  UNION ALL SELECT 'search_index_queue', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM search_index_queue_changes
  UNION ALL SELECT 'interpretations', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM interpretations_changes
  UNION ALL SELECT 'announcements', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM announcements_changes
  UNION ALL SELECT 'declaration_projects', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM declaration_projects_changes
  UNION ALL SELECT 'news', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM news_changes
  UNION ALL SELECT 'market_demands', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM market_demands_changes
  UNION ALL SELECT 'activities', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM activities_changes
  UNION ALL SELECT 'courses', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM courses_changes
  UNION ALL SELECT 'service_products', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM service_products_changes
  UNION ALL SELECT 'institutions', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM institutions_changes
  UNION ALL SELECT 'talents', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM talents_changes
  UNION ALL SELECT 'fund_products', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM fund_products_changes
  UNION ALL SELECT 'gov_services', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM gov_services_changes
  UNION ALL SELECT 'gov_service_favorites', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM gov_service_favorites_changes;
