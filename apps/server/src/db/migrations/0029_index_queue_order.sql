-- The indexing queues in the order their items were last queued (ADR 113).
--
-- Start-up and every search or question drained the whole queue of 全站搜索 (migration 0019) and of the assistant
-- (migration 0007) before going on: after a bulk import or a migration that requeues documents, an instance did not
-- listen for half an hour, and the first question after such a write waited as long. The backlog is now indexed in
-- the background, oldest first, in batches any instance takes (SKIP LOCKED), and a search or a question indexes only
-- the few items queued last before answering, so what an operator published a moment ago is found at once. That
-- needs the order items were queued in: `queued` takes the next value of one sequence when an item is queued, and a
-- write to an item already waiting moves it to the front (it is the newest change), where the triggers kept the old
-- row before. The rows already queued take values in the order the table holds them.

-- Up Migration
CREATE SEQUENCE index_queue_order;

ALTER TABLE search_index_queue ADD COLUMN queued bigint NOT NULL DEFAULT nextval('index_queue_order');
ALTER TABLE assistant_index_queue ADD COLUMN queued bigint NOT NULL DEFAULT nextval('index_queue_order');
CREATE INDEX search_index_queue_queued ON search_index_queue (queued);
CREATE INDEX assistant_index_queue_queued ON assistant_index_queue (queued);

CREATE OR REPLACE FUNCTION assistant_queue_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  INSERT INTO assistant_index_queue (doc_type, doc_id) VALUES (TG_ARGV[0], (target ->> TG_ARGV[1])::bigint)
    ON CONFLICT (doc_type, doc_id) DO UPDATE SET queued = excluded.queued;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION assistant_queue_policy_family() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO assistant_index_queue (doc_type, doc_id) SELECT 'interpretation', id FROM interpretations WHERE policy_id = NEW.id
    ON CONFLICT (doc_type, doc_id) DO UPDATE SET queued = excluded.queued;
  INSERT INTO assistant_index_queue (doc_type, doc_id) SELECT 'project', id FROM declaration_projects WHERE policy_id = NEW.id
    ON CONFLICT (doc_type, doc_id) DO UPDATE SET queued = excluded.queued;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION search_queue_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO search_index_queue (area, source_id) VALUES (TG_ARGV[0], (to_jsonb(OLD) ->> TG_ARGV[1])::bigint)
      ON CONFLICT (area, source_id) DO UPDATE SET queued = excluded.queued;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_index_queue (area, source_id) VALUES (TG_ARGV[0], (to_jsonb(NEW) ->> TG_ARGV[1])::bigint)
      ON CONFLICT (area, source_id) DO UPDATE SET queued = excluded.queued;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION search_queue_institution_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_index_queue (area, source_id) SELECT 'product', id FROM service_products WHERE institution_id = NEW.id
    ON CONFLICT (area, source_id) DO UPDATE SET queued = excluded.queued;
  RETURN NULL;
END
$$;
