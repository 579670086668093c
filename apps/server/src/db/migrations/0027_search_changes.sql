-- Searches answered from each instance's memory while nothing they read has changed (ADR 99).
--
-- At a province a common term's policy search or 全站搜索 reads up to a thousand hits off the text index, and at 50
-- connections the same few terms were computed again for every request. Each instance now keeps the answers it
-- gave, each with the value of `search_changes` it was computed under, and asks the database for that value before
-- it answers from memory: every write to a table those searches read takes the next value. A sequence is outside
-- transactions, so concurrent writers never wait on it or abort each other, and every instance sees the new value
-- as soon as it is taken (before the writer commits: an answer computed in between is kept at most a second).
-- A policy's view count, written on every detail view, is left out: it changes no search's hits (a page ordered by
-- views may show counts up to a second old).

-- Up Migration
CREATE SEQUENCE search_changes;

CREATE FUNCTION search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('search_changes');
  RETURN NULL;
END
$$;

CREATE TRIGGER search_changed_policies AFTER INSERT OR DELETE OR TRUNCATE ON policies
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
CREATE TRIGGER search_changed_policies_update AFTER UPDATE OF title, doc_no, issuer, level, region_code, province_code,
    city_code, region_name, category, industries, validity, written_date, publish_date, effective_date, repeal_date,
    content, body, support_amount, patent_subsidies, rule_set, search_vector ON policies
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
CREATE TRIGGER search_changed_documents AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_documents
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
-- A write to any source of 全站搜索 queues its item (migration 0019); the next search indexes it before answering.
CREATE TRIGGER search_changed_queue AFTER INSERT ON search_index_queue
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
