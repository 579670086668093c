-- Reads at a province's size (ADR 86).
--
-- The policy list's `total` counted every matching policy on each request: at a province that count was most of
-- the list's cost. `policy_counts` holds how many policies each group of the list's cheap filters has (place,
-- level, category, validity); a trigger keeps it current in the writer's own transaction, so every instance reads
-- the exact number and a list filtered only by those columns sums a few hundred rows instead of counting policies.
--
-- The global search's lone character searches titles only, newest first (ADR 81): an index of each area's items by
-- date lets it read each area's newest title hits and stop, instead of sorting every hit of every area.

-- Up Migration
CREATE TABLE policy_counts (
  region_code text NOT NULL,
  province_code text,
  city_code text,
  level text NOT NULL,
  category text NOT NULL,
  validity text NOT NULL,
  policies bigint NOT NULL CHECK (policies >= 0),
  CONSTRAINT policy_counts_group UNIQUE NULLS NOT DISTINCT (region_code, province_code, city_code, level, category, validity)
);

INSERT INTO policy_counts (region_code, province_code, city_code, level, category, validity, policies)
  SELECT region_code, province_code, city_code, level, category, validity, COUNT(*) FROM policies
  GROUP BY region_code, province_code, city_code, level, category, validity;

-- Moves a policy out of its old group and into its new one. Groups left at zero stay (a sum over them is the same).
CREATE FUNCTION policy_counts_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE policy_counts SET policies = policies - 1
      WHERE region_code = OLD.region_code AND province_code IS NOT DISTINCT FROM OLD.province_code
        AND city_code IS NOT DISTINCT FROM OLD.city_code AND level = OLD.level AND category = OLD.category
        AND validity = OLD.validity;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO policy_counts (region_code, province_code, city_code, level, category, validity, policies)
      VALUES (NEW.region_code, NEW.province_code, NEW.city_code, NEW.level, NEW.category, NEW.validity, 1)
      ON CONFLICT ON CONSTRAINT policy_counts_group DO UPDATE SET policies = policy_counts.policies + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER policy_counts_insert AFTER INSERT ON policies FOR EACH ROW EXECUTE FUNCTION policy_counts_row();
CREATE TRIGGER policy_counts_update AFTER UPDATE OF region_code, province_code, city_code, level, category, validity ON policies
  FOR EACH ROW WHEN ((OLD.region_code, OLD.province_code, OLD.city_code, OLD.level, OLD.category, OLD.validity)
    IS DISTINCT FROM (NEW.region_code, NEW.province_code, NEW.city_code, NEW.level, NEW.category, NEW.validity))
  EXECUTE FUNCTION policy_counts_row();
CREATE TRIGGER policy_counts_delete AFTER DELETE ON policies FOR EACH ROW EXECUTE FUNCTION policy_counts_row();
-- TRUNCATE bypasses row triggers: the counts go with the rows.
CREATE FUNCTION policy_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM policy_counts;
  RETURN NULL;
END
$$;
CREATE TRIGGER policy_counts_truncate AFTER TRUNCATE ON policies FOR EACH STATEMENT EXECUTE FUNCTION policy_counts_truncate();

CREATE INDEX search_documents_area_date ON search_documents (area, date COLLATE "C" DESC, source_id);

-- A page that shows only how many policies can be matched counts them off this index alone.
CREATE INDEX policies_matchable ON policies (region_code) WHERE validity = 'valid' AND rule_set IS NOT NULL;
