-- Each searched word's hits in the order a page shows them, in a B-tree beside the GIN indexes (ADR 138, issue 32).
--
-- A word's hits were found off the GIN index of the vectors: a bitmap of every hit, and each hit's row read from the
-- table to count them up to the bound (1,001) and to put them in the page's order (title hits first, then newest).
-- For a word in thousands of policies that was most of a search's cost, paid for every new word asked. Here every
-- (word, document) pair is a row, keyed in the page's order: a word's count up to the bound and its page are an
-- index-only read of its first entries, whatever the number of hits.
--
-- `title_hit`: the title holds the word as written (strpos), as the searches' title test does for a word without
-- case (Han characters, digits). Dates compare as bytes (COLLATE "C"), as the pages order them. The rows are
-- written by the tables' own row triggers in the writer's statement: a written document is found at once on every
-- instance, and no writer can forget them. A document without a vector (a policy of an older release not yet
-- indexed) has no row, as it has no hit in the GIN index.

-- Up Migration
CREATE TABLE policy_words (
  lexeme text COLLATE "C" NOT NULL,
  title_hit boolean NOT NULL,
  publish_date text COLLATE "C" NOT NULL,
  id bigint NOT NULL
);

INSERT INTO policy_words (lexeme, title_hit, publish_date, id)
SELECT w.lexeme, strpos(p.title, w.lexeme) > 0, p.publish_date, p.id
FROM policies p, unnest(tsvector_to_array(p.search_vector)) AS w(lexeme)
WHERE p.search_vector IS NOT NULL;

CREATE UNIQUE INDEX policy_words_order ON policy_words (lexeme, title_hit DESC, publish_date DESC, id DESC);

CREATE FUNCTION policy_words_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.search_vector IS NOT NULL THEN
    -- Each of the old row's entries by its whole key (the index's), not every entry of its words.
    DELETE FROM policy_words w
    USING unnest(tsvector_to_array(OLD.search_vector)) AS o(lexeme)
    WHERE w.lexeme = o.lexeme COLLATE "C" AND w.title_hit = (strpos(OLD.title, o.lexeme) > 0)
      AND w.publish_date = OLD.publish_date COLLATE "C" AND w.id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.search_vector IS NOT NULL THEN
    INSERT INTO policy_words (lexeme, title_hit, publish_date, id)
    SELECT n.lexeme, strpos(NEW.title, n.lexeme) > 0, NEW.publish_date, NEW.id
    FROM unnest(tsvector_to_array(NEW.search_vector)) AS n(lexeme);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER policy_words_insert_delete AFTER INSERT OR DELETE ON policies
  FOR EACH ROW EXECUTE FUNCTION policy_words_write();
CREATE TRIGGER policy_words_update AFTER UPDATE OF title, publish_date, search_vector ON policies
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.publish_date IS DISTINCT FROM NEW.publish_date
    OR OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION policy_words_write();

CREATE TABLE search_document_words (
  area text COLLATE "C" NOT NULL,
  lexeme text COLLATE "C" NOT NULL,
  title_hit boolean NOT NULL,
  date text COLLATE "C" NOT NULL,
  source_id bigint NOT NULL
);

INSERT INTO search_document_words (area, lexeme, title_hit, date, source_id)
SELECT d.area, w.lexeme, strpos(d.title, w.lexeme) > 0, d.date, d.source_id
FROM search_documents d, unnest(tsvector_to_array(d.search_vector)) AS w(lexeme);

-- 全站搜索's order within an area: title hits first, then newest, then by id (ascending).
CREATE UNIQUE INDEX search_document_words_order ON search_document_words (area, lexeme, title_hit DESC, date DESC, source_id);

CREATE FUNCTION search_document_words_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_document_words w
    USING unnest(tsvector_to_array(OLD.search_vector)) AS o(lexeme)
    WHERE w.area = OLD.area COLLATE "C" AND w.lexeme = o.lexeme COLLATE "C" AND w.title_hit = (strpos(OLD.title, o.lexeme) > 0)
      AND w.date = OLD.date COLLATE "C" AND w.source_id = OLD.source_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_document_words (area, lexeme, title_hit, date, source_id)
    SELECT NEW.area, n.lexeme, strpos(NEW.title, n.lexeme) > 0, NEW.date, NEW.source_id
    FROM unnest(tsvector_to_array(NEW.search_vector)) AS n(lexeme);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER search_document_words_insert_delete AFTER INSERT OR DELETE ON search_documents
  FOR EACH ROW EXECUTE FUNCTION search_document_words_write();
CREATE TRIGGER search_document_words_update AFTER UPDATE OF area, source_id, title, date, search_vector ON search_documents
  FOR EACH ROW WHEN (OLD.area IS DISTINCT FROM NEW.area OR OLD.source_id IS DISTINCT FROM NEW.source_id
    OR OLD.title IS DISTINCT FROM NEW.title OR OLD.date IS DISTINCT FROM NEW.date OR OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION search_document_words_write();

-- A table emptied at once (tests, a rebuilt index) takes its words with it: TRUNCATE fires no row trigger.
CREATE FUNCTION words_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('TRUNCATE %I', TG_ARGV[0]);
  RETURN NULL;
END
$$;

CREATE TRIGGER policy_words_truncate AFTER TRUNCATE ON policies
  FOR EACH STATEMENT EXECUTE FUNCTION words_truncate('policy_words');
CREATE TRIGGER search_document_words_truncate AFTER TRUNCATE ON search_documents
  FOR EACH STATEMENT EXECUTE FUNCTION words_truncate('search_document_words');

-- The reads are index-only while the visibility map says a page's rows are visible to all: each document written
-- leaves its words' pages to vacuum, and by default a table of millions of rows waits for a fifth of them to change
-- (the entries of hundreds of documents) — every entry on such a page is then read from the table too. Vacuumed after a
-- few thousand changed rows (a dozen documents) instead: a vacuum reads only the pages written since, and leaves the
-- index alone while few rows died.
ALTER TABLE policy_words SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000,
  autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 5000);
ALTER TABLE search_document_words SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000,
  autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 5000);

ANALYZE policy_words;
ANALYZE search_document_words;
