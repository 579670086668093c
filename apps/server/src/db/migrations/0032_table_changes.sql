-- A change counter per table a kept answer reads (ADR 126, issue 32), instead of one for every searched table.
--
-- The answers each instance keeps (ADR 99, 118) were refused by every write to any table of migration 0027's
-- `search_changes`: a retitled policy refused the notice list too, and so did each batch the background indexer wrote
-- into 全站搜索's `search_documents`, which neither list reads. Each table a kept answer reads now has a sequence of
-- its own, taken by a statement trigger on every write to it; a kept answer names the tables its SQL reads and is
-- refused only when one of theirs moved. As 0027's, the counters are sequences: outside transactions, so writers never
-- wait on them, and every instance sees a value as soon as it is taken. `table_changes` reads them all in one
-- statement (the one shared read per round trip of ADR 118).
--
-- A view count (policies', notices', written once a second by the tally, ADR 112) takes no value: it changes no list's
-- rows or order of hits (a page ordered by views may show counts up to a second old, as before). Every other column
-- does, whether a list reads it today or not, so that a list that reads a column tomorrow is not left without its
-- trigger; a generated column (policies.title_chars) follows the columns it is computed from.

-- Up Migration
CREATE FUNCTION table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval(TG_ARGV[0]::regclass);
  RETURN NULL;
END
$$;

CREATE SEQUENCE policies_changes;
CREATE SEQUENCE policy_counts_changes;
CREATE SEQUENCE notices_changes;
CREATE SEQUENCE regions_changes;
CREATE SEQUENCE dict_data_changes;
CREATE SEQUENCE search_documents_changes;
CREATE SEQUENCE search_index_queue_changes;

CREATE TRIGGER policies_changed AFTER INSERT OR DELETE OR TRUNCATE ON policies
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('policies_changes');
CREATE TRIGGER policies_changed_update AFTER UPDATE OF id, title, doc_no, issuer, level, region_code, province_code,
    city_code, region_name, category, industries, validity, written_date, publish_date, effective_date, repeal_date,
    content, body, support_amount, patent_subsidies, rule_set, created_at, search_vector, rule_set_revision ON policies
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('policies_changes');

CREATE TRIGGER notices_changed AFTER INSERT OR DELETE OR TRUNCATE ON notices
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('notices_changes');
CREATE TRIGGER notices_changed_update AFTER UPDATE OF id, policy_id, title, issuer, level, region_code, province_code,
    city_code, region_name, category, industries, support_amount, support_text, keywords, start_time, end_time,
    publish_date, policy_text, support, conditions, procedure, materials, service ON notices
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('notices_changes');

-- Kept by policies' row triggers in the writer's statement (migration 0025); counted apart all the same.
CREATE TRIGGER policy_counts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON policy_counts
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('policy_counts_changes');
CREATE TRIGGER regions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regions
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('regions_changes');
CREATE TRIGGER dict_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dict_data
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('dict_data_changes');
CREATE TRIGGER search_documents_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_documents
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('search_documents_changes');
-- A write to any source of 全站搜索 queues its item (migrations 0019, 0029): the next search indexes it first.
CREATE TRIGGER search_index_queue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_index_queue
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed('search_index_queue_changes');

-- Every counter in one read: a value, and '-' while its sequence was never taken (is_called false).
CREATE VIEW table_changes (table_name, version) AS
            SELECT 'policies', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM policies_changes
  UNION ALL SELECT 'policy_counts', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM policy_counts_changes
  UNION ALL SELECT 'notices', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM notices_changes
  UNION ALL SELECT 'regions', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM regions_changes
  UNION ALL SELECT 'dict_data', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM dict_data_changes
  UNION ALL SELECT 'search_documents', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM search_documents_changes
  UNION ALL SELECT 'search_index_queue', last_value::text || CASE WHEN is_called THEN '' ELSE '-' END FROM search_index_queue_changes;

-- 0027's one counter for every searched table stays, though this release reads it no more: an instance of the
-- previous release, still running beside a new one during an upgrade, keeps reading it and seeing every write (one
-- nextval per write statement). A later migration drops it.
