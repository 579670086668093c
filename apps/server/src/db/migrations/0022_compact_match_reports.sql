-- A saved match report keeps what its screen and exports show (ADR 78): per policy its verdict, rule set version and
-- each condition's row, without the engine's raw metric (`actual`) or service needs, a score without its indicators'
-- sub-items, bases and missing fields; and of the policies outside the enterprise's region only the count and the
-- first 100 (the contract's maxItems). Reports saved before this shrink the same way; their verdicts, figures and
-- every row they show are unchanged. Reports older than the estimate (no `estimate`) keep their shape: the server
-- answers them in today's shape with no out-of-scope list.

-- Up Migration
CREATE FUNCTION pg_temp.shown_condition(result jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT result - 'actual' - 'serviceNeeds'
$$;

CREATE FUNCTION pg_temp.shown_score(score jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT score
    || jsonb_build_object('indicators', COALESCE((
         SELECT jsonb_agg(indicator - 'items' - 'basis' - 'missingFields' - 'standardText' ORDER BY n)
         FROM jsonb_array_elements(score -> 'indicators') WITH ORDINALITY AS t (indicator, n)), '[]'::jsonb))
    || CASE WHEN jsonb_typeof(score -> 'directPaths') = 'array' THEN jsonb_build_object('directPaths', COALESCE((
         SELECT jsonb_agg(pg_temp.shown_condition(path) ORDER BY n)
         FROM jsonb_array_elements(score -> 'directPaths') WITH ORDINALITY AS t (path, n)), '[]'::jsonb))
       ELSE '{}'::jsonb END
$$;

CREATE FUNCTION pg_temp.shown_match(match jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT match
    || jsonb_build_object('results', COALESCE((
         SELECT jsonb_agg(pg_temp.shown_condition(result) ORDER BY n)
         FROM jsonb_array_elements(match -> 'results') WITH ORDINALITY AS t (result, n)), '[]'::jsonb))
    || CASE WHEN jsonb_typeof(match -> 'score') = 'object' THEN jsonb_build_object('score', pg_temp.shown_score(match -> 'score')) ELSE '{}'::jsonb END
$$;

UPDATE reports SET payload = (
  SELECT (
    p
    || jsonb_build_object('matches', COALESCE((
         SELECT jsonb_agg(pg_temp.shown_match(match) ORDER BY n)
         FROM jsonb_array_elements(p -> 'matches') WITH ORDINALITY AS t (match, n)), '[]'::jsonb))
    || CASE WHEN jsonb_typeof(p -> 'outOfScope') = 'array' THEN jsonb_build_object(
         'outOfScopeCount', jsonb_array_length(p -> 'outOfScope'),
         'outOfScope', COALESCE((
           SELECT jsonb_agg(policy ORDER BY n)
           FROM jsonb_array_elements(p -> 'outOfScope') WITH ORDINALITY AS t (policy, n) WHERE n <= 100), '[]'::jsonb))
       ELSE '{}'::jsonb END
  )::text
  FROM (SELECT payload::jsonb AS p) AS parsed
)
WHERE type = 'match';
