-- One enterprise's match keeps the rule sets it parsed across requests (ADR 110): each instance holds parsed rule
-- sets keyed by policy and `rule_set_revision`, reads only ids and revisions of its region chain's policies, and
-- fetches the text of the ones it does not hold. The version label inside the text (第 N 版) cannot be that key: a
-- seed that runs again rewrites its 第 1 版 in place, and reading it means reading the text. So every write of
-- `rule_set` — by the desk, the seed, a migration or plain SQL — takes a new number from one sequence, in the
-- writer's own transaction, and no two texts a policy has had share a revision; numbers are never reused, even
-- when the writing transaction rolls back. Rows written before this migration keep 0 until their next write.

-- Up Migration
CREATE SEQUENCE policy_rule_set_revisions;

ALTER TABLE policies ADD COLUMN rule_set_revision bigint NOT NULL DEFAULT 0;

CREATE FUNCTION policies_rule_set_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.rule_set_revision := nextval('policy_rule_set_revisions');
  RETURN NEW;
END
$$;

CREATE TRIGGER policies_rule_set_revision BEFORE INSERT OR UPDATE OF rule_set ON policies
  FOR EACH ROW EXECUTE FUNCTION policies_rule_set_revision();
