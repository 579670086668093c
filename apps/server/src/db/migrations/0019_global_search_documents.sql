-- The global search on a database index (ADR 74, replacing ADR 44's index in each process's heap): one row per
-- searchable item of every area, its words cut by jieba in the server (title A, the item's metadata C, its text D)
-- in a GIN-indexed tsvector, and its text apart so that a snippet is cut from the text, never from the metadata.
-- Triggers queue every written item in the writer's own transaction (a view count going up queues nothing); the
-- server indexes the queue before the next search on any instance (global-search/search-index.ts) and at start-up,
-- so nothing rebuilds the corpus and nothing is held in a process. The previous release's write counter and the
-- triggers the server created for it go.

-- Up Migration
CREATE TABLE search_documents (
  area text NOT NULL,
  source_id bigint NOT NULL,
  title text NOT NULL,
  meta text NOT NULL,
  body text NOT NULL,
  date text NOT NULL,
  search_vector tsvector NOT NULL,
  PRIMARY KEY (area, source_id)
);
CREATE INDEX search_documents_search_vector ON search_documents USING gin (search_vector);

CREATE TABLE search_index_queue (
  area text NOT NULL,
  source_id bigint NOT NULL,
  PRIMARY KEY (area, source_id)
);

-- Queues the item a row is (or belongs to). Arguments: the area and the column naming the item. An update that
-- moves a row to another item (a chapter to another course) queues both.
CREATE FUNCTION search_queue_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO search_index_queue (area, source_id) VALUES (TG_ARGV[0], (to_jsonb(OLD) ->> TG_ARGV[1])::bigint) ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_index_queue (area, source_id) VALUES (TG_ARGV[0], (to_jsonb(NEW) ->> TG_ARGV[1])::bigint) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;

-- A product's hit names its institution and shows only while the institution is approved.
CREATE FUNCTION search_queue_institution_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_index_queue (area, source_id) SELECT 'product', id FROM service_products WHERE institution_id = NEW.id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER search_policies_insert AFTER INSERT ON policies FOR EACH ROW EXECUTE FUNCTION search_queue_row('policy', 'id');
CREATE TRIGGER search_policies_update AFTER UPDATE OF title, doc_no, issuer, region_name, category, body, publish_date ON policies
  FOR EACH ROW EXECUTE FUNCTION search_queue_row('policy', 'id');
CREATE TRIGGER search_policies_delete AFTER DELETE ON policies FOR EACH ROW EXECUTE FUNCTION search_queue_row('policy', 'id');

CREATE TRIGGER search_notices_insert AFTER INSERT ON notices FOR EACH ROW EXECUTE FUNCTION search_queue_row('notice', 'id');
CREATE TRIGGER search_notices_update AFTER UPDATE OF title, issuer, region_name, category, keywords, support_text, support, conditions, publish_date ON notices
  FOR EACH ROW EXECUTE FUNCTION search_queue_row('notice', 'id');
CREATE TRIGGER search_notices_delete AFTER DELETE ON notices FOR EACH ROW EXECUTE FUNCTION search_queue_row('notice', 'id');

CREATE TRIGGER search_declaration_projects_insert AFTER INSERT ON declaration_projects FOR EACH ROW EXECUTE FUNCTION search_queue_row('project', 'id');
CREATE TRIGGER search_declaration_projects_update AFTER UPDATE OF project_name, dept_name, region_name, category, tags, support_desc, summary, conditions, create_time ON declaration_projects
  FOR EACH ROW EXECUTE FUNCTION search_queue_row('project', 'id');
CREATE TRIGGER search_declaration_projects_delete AFTER DELETE ON declaration_projects FOR EACH ROW EXECUTE FUNCTION search_queue_row('project', 'id');

CREATE TRIGGER search_interpretations_insert AFTER INSERT ON interpretations FOR EACH ROW EXECUTE FUNCTION search_queue_row('interpretation', 'id');
CREATE TRIGGER search_interpretations_update AFTER UPDATE OF title, issuer, summary, key_points, content, publish_date ON interpretations
  FOR EACH ROW EXECUTE FUNCTION search_queue_row('interpretation', 'id');
CREATE TRIGGER search_interpretations_delete AFTER DELETE ON interpretations FOR EACH ROW EXECUTE FUNCTION search_queue_row('interpretation', 'id');

CREATE TRIGGER search_announcements_insert AFTER INSERT ON announcements FOR EACH ROW EXECUTE FUNCTION search_queue_row('announcement', 'id');
CREATE TRIGGER search_announcements_update AFTER UPDATE OF title, issuer, content, entries, publish_date ON announcements
  FOR EACH ROW EXECUTE FUNCTION search_queue_row('announcement', 'id');
CREATE TRIGGER search_announcements_delete AFTER DELETE ON announcements FOR EACH ROW EXECUTE FUNCTION search_queue_row('announcement', 'id');

CREATE TRIGGER search_institutions_insert AFTER INSERT ON institutions FOR EACH ROW EXECUTE FUNCTION search_queue_row('institution', 'id');
CREATE TRIGGER search_institutions_update AFTER UPDATE OF name, service_categories, region_name, intro, description, qualifications, status, reviewed_at ON institutions
  FOR EACH ROW EXECUTE FUNCTION search_queue_row('institution', 'id');
CREATE TRIGGER search_institutions_delete AFTER DELETE ON institutions FOR EACH ROW EXECUTE FUNCTION search_queue_row('institution', 'id');

CREATE TRIGGER search_service_products_insert AFTER INSERT ON service_products FOR EACH ROW EXECUTE FUNCTION search_queue_row('product', 'id');
CREATE TRIGGER search_service_products_update AFTER UPDATE OF name, category, needs, summary, description, deliverables, status, updated_at, institution_id ON service_products
  FOR EACH ROW EXECUTE FUNCTION search_queue_row('product', 'id');
CREATE TRIGGER search_service_products_delete AFTER DELETE ON service_products FOR EACH ROW EXECUTE FUNCTION search_queue_row('product', 'id');

CREATE TRIGGER search_fund_products_insert AFTER INSERT ON fund_products FOR EACH ROW EXECUTE FUNCTION search_queue_row('fund', 'id');
CREATE TRIGGER search_fund_products_update AFTER UPDATE OF name, provider, region_name, tags, summary, description, eligibility, publish_date ON fund_products
  FOR EACH ROW EXECUTE FUNCTION search_queue_row('fund', 'id');
CREATE TRIGGER search_fund_products_delete AFTER DELETE ON fund_products FOR EACH ROW EXECUTE FUNCTION search_queue_row('fund', 'id');

CREATE TRIGGER search_courses_insert AFTER INSERT ON courses FOR EACH ROW EXECUTE FUNCTION search_queue_row('course', 'id');
CREATE TRIGGER search_courses_update AFTER UPDATE OF title, category, summary, audience, lecturer_name, lecturer_title, lecturer_org, published_at ON courses
  FOR EACH ROW EXECUTE FUNCTION search_queue_row('course', 'id');
CREATE TRIGGER search_courses_delete AFTER DELETE ON courses FOR EACH ROW EXECUTE FUNCTION search_queue_row('course', 'id');

CREATE TRIGGER search_activities_insert AFTER INSERT ON activities FOR EACH ROW EXECUTE FUNCTION search_queue_row('activity', 'id');
CREATE TRIGGER search_activities_update AFTER UPDATE OF title, organizer, region_name, place, intro, audience, start_time ON activities
  FOR EACH ROW EXECUTE FUNCTION search_queue_row('activity', 'id');
CREATE TRIGGER search_activities_delete AFTER DELETE ON activities FOR EACH ROW EXECUTE FUNCTION search_queue_row('activity', 'id');

CREATE TRIGGER search_talents_insert AFTER INSERT ON talents FOR EACH ROW EXECUTE FUNCTION search_queue_row('talent', 'id');
CREATE TRIGGER search_talents_update AFTER UPDATE OF display_name, title, skills, region_name, intro, service_scope, updated_date ON talents
  FOR EACH ROW EXECUTE FUNCTION search_queue_row('talent', 'id');
CREATE TRIGGER search_talents_delete AFTER DELETE ON talents FOR EACH ROW EXECUTE FUNCTION search_queue_row('talent', 'id');

CREATE TRIGGER search_gov_services_insert AFTER INSERT ON gov_services FOR EACH ROW EXECUTE FUNCTION search_queue_row('govService', 'id');
CREATE TRIGGER search_gov_services_update AFTER UPDATE OF name, search_text, region_name, department ON gov_services
  FOR EACH ROW EXECUTE FUNCTION search_queue_row('govService', 'id');
CREATE TRIGGER search_gov_services_delete AFTER DELETE ON gov_services FOR EACH ROW EXECUTE FUNCTION search_queue_row('govService', 'id');

CREATE TRIGGER search_news_insert AFTER INSERT ON news FOR EACH ROW EXECUTE FUNCTION search_queue_row('news', 'id');
CREATE TRIGGER search_news_update AFTER UPDATE OF title, summary, content, source, region_name, publish_date ON news
  FOR EACH ROW EXECUTE FUNCTION search_queue_row('news', 'id');
CREATE TRIGGER search_news_delete AFTER DELETE ON news FOR EACH ROW EXECUTE FUNCTION search_queue_row('news', 'id');

CREATE TRIGGER search_institutions_update_products AFTER UPDATE OF name, status ON institutions
  FOR EACH ROW EXECUTE FUNCTION search_queue_institution_products();
CREATE TRIGGER search_course_chapters_insert AFTER INSERT ON course_chapters FOR EACH ROW EXECUTE FUNCTION search_queue_row('course', 'course_id');
CREATE TRIGGER search_course_chapters_update AFTER UPDATE OF title, course_id, position ON course_chapters
  FOR EACH ROW EXECUTE FUNCTION search_queue_row('course', 'course_id');
CREATE TRIGGER search_course_chapters_delete AFTER DELETE ON course_chapters FOR EACH ROW EXECUTE FUNCTION search_queue_row('course', 'course_id');

-- The previous release's write counter: its triggers (created by the server on first search) and its table.

DROP TRIGGER IF EXISTS search_stale_policies_insert ON policies;
DROP TRIGGER IF EXISTS search_stale_policies_delete ON policies;
DROP TRIGGER IF EXISTS search_stale_policies_update ON policies;
DROP TRIGGER IF EXISTS search_stale_notices_insert ON notices;
DROP TRIGGER IF EXISTS search_stale_notices_delete ON notices;
DROP TRIGGER IF EXISTS search_stale_notices_update ON notices;
DROP TRIGGER IF EXISTS search_stale_declaration_projects_insert ON declaration_projects;
DROP TRIGGER IF EXISTS search_stale_declaration_projects_delete ON declaration_projects;
DROP TRIGGER IF EXISTS search_stale_declaration_projects_update ON declaration_projects;
DROP TRIGGER IF EXISTS search_stale_interpretations_insert ON interpretations;
DROP TRIGGER IF EXISTS search_stale_interpretations_delete ON interpretations;
DROP TRIGGER IF EXISTS search_stale_interpretations_update ON interpretations;
DROP TRIGGER IF EXISTS search_stale_announcements_insert ON announcements;
DROP TRIGGER IF EXISTS search_stale_announcements_delete ON announcements;
DROP TRIGGER IF EXISTS search_stale_announcements_update ON announcements;
DROP TRIGGER IF EXISTS search_stale_institutions_insert ON institutions;
DROP TRIGGER IF EXISTS search_stale_institutions_delete ON institutions;
DROP TRIGGER IF EXISTS search_stale_institutions_update ON institutions;
DROP TRIGGER IF EXISTS search_stale_service_products_insert ON service_products;
DROP TRIGGER IF EXISTS search_stale_service_products_delete ON service_products;
DROP TRIGGER IF EXISTS search_stale_service_products_update ON service_products;
DROP TRIGGER IF EXISTS search_stale_fund_products_insert ON fund_products;
DROP TRIGGER IF EXISTS search_stale_fund_products_delete ON fund_products;
DROP TRIGGER IF EXISTS search_stale_fund_products_update ON fund_products;
DROP TRIGGER IF EXISTS search_stale_courses_insert ON courses;
DROP TRIGGER IF EXISTS search_stale_courses_delete ON courses;
DROP TRIGGER IF EXISTS search_stale_courses_update ON courses;
DROP TRIGGER IF EXISTS search_stale_activities_insert ON activities;
DROP TRIGGER IF EXISTS search_stale_activities_delete ON activities;
DROP TRIGGER IF EXISTS search_stale_activities_update ON activities;
DROP TRIGGER IF EXISTS search_stale_talents_insert ON talents;
DROP TRIGGER IF EXISTS search_stale_talents_delete ON talents;
DROP TRIGGER IF EXISTS search_stale_talents_update ON talents;
DROP TRIGGER IF EXISTS search_stale_gov_services_insert ON gov_services;
DROP TRIGGER IF EXISTS search_stale_gov_services_delete ON gov_services;
DROP TRIGGER IF EXISTS search_stale_gov_services_update ON gov_services;
DROP TRIGGER IF EXISTS search_stale_news_insert ON news;
DROP TRIGGER IF EXISTS search_stale_news_delete ON news;
DROP TRIGGER IF EXISTS search_stale_news_update ON news;
DROP TRIGGER IF EXISTS search_stale_course_chapters_insert ON course_chapters;
DROP TRIGGER IF EXISTS search_stale_course_chapters_delete ON course_chapters;
DROP TRIGGER IF EXISTS search_stale_course_chapters_update ON course_chapters;
DROP FUNCTION IF EXISTS search_data_bump();
DROP TABLE search_data_version;


-- What the previous release holds is queued; start-up (or the first search) indexes it.
INSERT INTO search_index_queue (area, source_id) SELECT 'policy', id FROM policies ON CONFLICT DO NOTHING;
INSERT INTO search_index_queue (area, source_id) SELECT 'notice', id FROM notices ON CONFLICT DO NOTHING;
INSERT INTO search_index_queue (area, source_id) SELECT 'project', id FROM declaration_projects ON CONFLICT DO NOTHING;
INSERT INTO search_index_queue (area, source_id) SELECT 'interpretation', id FROM interpretations ON CONFLICT DO NOTHING;
INSERT INTO search_index_queue (area, source_id) SELECT 'announcement', id FROM announcements ON CONFLICT DO NOTHING;
INSERT INTO search_index_queue (area, source_id) SELECT 'institution', id FROM institutions ON CONFLICT DO NOTHING;
INSERT INTO search_index_queue (area, source_id) SELECT 'product', id FROM service_products ON CONFLICT DO NOTHING;
INSERT INTO search_index_queue (area, source_id) SELECT 'fund', id FROM fund_products ON CONFLICT DO NOTHING;
INSERT INTO search_index_queue (area, source_id) SELECT 'course', id FROM courses ON CONFLICT DO NOTHING;
INSERT INTO search_index_queue (area, source_id) SELECT 'activity', id FROM activities ON CONFLICT DO NOTHING;
INSERT INTO search_index_queue (area, source_id) SELECT 'talent', id FROM talents ON CONFLICT DO NOTHING;
INSERT INTO search_index_queue (area, source_id) SELECT 'govService', id FROM gov_services ON CONFLICT DO NOTHING;
INSERT INTO search_index_queue (area, source_id) SELECT 'news', id FROM news ON CONFLICT DO NOTHING;

-- One word segmenter for every index (ADR 74): the policy search now cuts text with the assistant's jieba and its
-- dictionary (shared/chinese/segmenter.ts, which took in the search's own words and every search synonym's form), so
-- what the previous dictionaries cut is cut again: policies lose their vector and start-up writes it anew
-- (indexUnindexedPolicies), the assistant's documents are queued for its indexer, which replaces their words.
UPDATE policies SET search_vector = NULL WHERE search_vector IS NOT NULL;
INSERT INTO assistant_index_queue (doc_type, doc_id) SELECT doc_type, doc_id FROM assistant_docs ON CONFLICT DO NOTHING;
