-- The notes stand-in's material drafts (SQLite version 27 of the previous release): one text per material of a
-- project in a wiki, shared by its members.

-- Up Migration
CREATE TABLE notes_drafts (
  wiki_id text NOT NULL REFERENCES notes_wikis (id),
  project_id bigint NOT NULL,
  material_id text NOT NULL,
  content text NOT NULL,
  updated_by bigint NOT NULL REFERENCES users (id),
  updated_at text NOT NULL,
  PRIMARY KEY (wiki_id, project_id, material_id)
);
