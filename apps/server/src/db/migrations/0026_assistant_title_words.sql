-- The assistant's retrieval at a province's size (ADR 90).
--
-- A question whose words are common reads titles only (`'330000_企业':A`), and a weight in a tsquery is not in the
-- GIN index: every document holding the word anywhere was fetched and its whole vector (kilobytes, out of line)
-- read to find the title's. `title_words` is each document's title terms alone (the A-weighted lexemes of `words`,
-- computed by the database, so every write and every instance keeps it current), under its own small GIN index.

-- Up Migration
ALTER TABLE assistant_docs ADD COLUMN title_words tsvector GENERATED ALWAYS AS (ts_filter(words, '{a}')) STORED;
CREATE INDEX assistant_docs_title_words ON assistant_docs USING gin (title_words);
