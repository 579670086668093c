-- Policy search on a database index (ADR 62): each policy's words, cut by jieba in the server (title A, 文号 B,
-- issuer C, text D), in a GIN-indexed tsvector written with the policy. Policies of the previous release start
-- without one and are filled in by the server (search/policy-search-index.ts) before they are searched.

-- Up Migration
ALTER TABLE policies ADD COLUMN search_vector tsvector;
CREATE INDEX policies_search_vector ON policies USING gin (search_vector);
