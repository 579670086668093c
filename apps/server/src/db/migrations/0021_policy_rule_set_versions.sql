-- Rule sets are versioned data (ADR 76): every rule set a policy has had is a row, numbered per policy
-- (第 1 版, 第 2 版 …) with who wrote it — the seed (平台初始数据) or the desk version whose approval published it.
-- `policies.rule_set` stays the version in force, the one every reader evaluates; its `version` names the row.
-- An existing database's rule sets become their policies' 第 1 版: written by the seed, or by the desk version in
-- force when the desk published them.

-- Up Migration
CREATE TABLE policy_rule_sets (
  policy_id bigint NOT NULL REFERENCES policies (id),
  number bigint NOT NULL,
  rule_set text NOT NULL,
  author text NOT NULL,
  desk_revision bigint,
  created_at text NOT NULL,
  PRIMARY KEY (policy_id, number)
);

UPDATE policies SET rule_set = jsonb_set(rule_set::jsonb, '{version}', to_jsonb('第 1 版'::text))::text WHERE rule_set IS NOT NULL;

INSERT INTO policy_rule_sets (policy_id, number, rule_set, author, desk_revision, created_at)
SELECT p.id, 1, p.rule_set, COALESCE(r.author_name, '平台初始数据'), r.number, COALESCE(r.published_at, p.created_at)
  FROM policies p
  LEFT JOIN policy_desk k ON k.policy_id = p.id
  LEFT JOIN policy_revisions r ON r.desk_id = k.id AND r.status = 'published'
 WHERE p.rule_set IS NOT NULL;

-- The desk no longer names a scheme of a code catalogue: a document writes its rules or keeps the version in force.
-- A draft that named one keeps its text and must be given rules on the desk before it decides anyone's eligibility.
UPDATE policy_revisions SET document = (document::jsonb - 'ruleSetId')::text WHERE document::jsonb ? 'ruleSetId';
