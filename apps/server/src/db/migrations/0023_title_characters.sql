-- Search at a province's size (ADR 81): a term jieba leaves as a lone character (企) is not a word of the full-text
-- indexes, so it was matched by scanning every text. It now searches titles only, through an index of each title's
-- characters: a tsvector whose lexemes are the title's characters, computed by the database itself (no segmenter
-- needed), so every write keeps it current and every instance reads the same index.

-- Up Migration
ALTER TABLE policies
  ADD COLUMN title_chars tsvector GENERATED ALWAYS AS (array_to_tsvector(regexp_split_to_array(lower(NULLIF(title, '')), ''))) STORED;
CREATE INDEX policies_title_chars ON policies USING gin (title_chars);

ALTER TABLE search_documents
  ADD COLUMN title_chars tsvector GENERATED ALWAYS AS (array_to_tsvector(regexp_split_to_array(lower(NULLIF(title, '')), ''))) STORED;
CREATE INDEX search_documents_title_chars ON search_documents USING gin (title_chars);
