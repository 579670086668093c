import type { MetricKey } from './metrics';
import { isMetricKey } from './metrics';

/**
 * What a policy's money pays for and how much of it an enterprise can count on — data on the rule set
 * (`RuleSet.funding`), read by `estimateSubsidy`. See the README's "预估可获资金" section.
 */

/**
 * How the amount follows from the published maximum (`supportAmount`, 万元):
 * - `fixed`: a set award (认定奖励): the maximum is what is paid, 保守 = 乐观 = maximum;
 * - `upTo`: 择优/最高不超过: nothing is certain, 保守 = 0, 乐观 = maximum;
 * - `rate`: a share of a ledger figure (按研发费用的 10% 补助), capped at the maximum; while the figure is
 *   unknown, 保守 = 0 and 乐观 = maximum;
 * - `scoreBands`: a scored scheme paying by score band (first band whose `minScore` the total reaches pays
 *   `share` of the maximum); while indicators are unanswered, 保守 uses the banded amount of the score so
 *   far and 乐观 that of the highest reachable score.
 */
export type FundingAmount =
  | { kind: 'fixed' }
  | { kind: 'upTo' }
  | { kind: 'rate'; metric: MetricKey; rate: number }
  | { kind: 'scoreBands'; bands: { minScore: number; share: number }[] };

/**
 * A group of funded items of which only part can be had: `one` — mutually exclusive (不重复享受, 就高),
 * the best single item counts; `cap` — the items together are paid at most `cap` 万元.
 */
export type FundingGroup = { id: string; title: string; rule: 'one' } | { id: string; title: string; rule: 'cap'; cap: number };

export type RuleSetFunding = {
  /** The funded item, e.g. `rd-investment`: policies of any level that fund the same item count once. */
  item: string;
  /** The item in words, e.g. 研发投入. */
  itemTitle: string;
  amount: FundingAmount;
  group?: FundingGroup;
};

class FundingError extends Error {
  constructor(path: string, problem: string) {
    super(`Invalid rule set: ${path} ${problem}`);
    this.name = 'FundingError';
  }
}

type Json = Record<string, unknown>;

function asObject(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new FundingError(path, 'must be an object');
  return value as Json;
}

function asText(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new FundingError(path, 'must be a non-empty string');
  return value;
}

function asNumber(value: unknown, path: string, min: number, max = Number.POSITIVE_INFINITY): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new FundingError(path, `must be a number between ${min} and ${max}`);
  }
  return value;
}

function parseAmount(value: unknown, path: string): FundingAmount {
  const json = asObject(value, path);
  switch (json.kind) {
    case 'fixed':
    case 'upTo':
      return { kind: json.kind };
    case 'rate': {
      if (!isMetricKey(json.metric)) throw new FundingError(`${path}.metric`, `is not a known metric: ${JSON.stringify(json.metric)}`);
      return { kind: 'rate', metric: json.metric, rate: asNumber(json.rate, `${path}.rate`, 0, 1) };
    }
    case 'scoreBands': {
      if (!Array.isArray(json.bands) || json.bands.length === 0) throw new FundingError(`${path}.bands`, 'must be a non-empty array');
      const bands = json.bands.map((band: unknown, index) => {
        const item = asObject(band, `${path}.bands[${index}]`);
        return {
          minScore: asNumber(item.minScore, `${path}.bands[${index}].minScore`, 0),
          share: asNumber(item.share, `${path}.bands[${index}].share`, 0, 1),
        };
      });
      return { kind: 'scoreBands', bands };
    }
    default:
      throw new FundingError(`${path}.kind`, 'must be one of fixed upTo rate scoreBands');
  }
}

function parseGroup(value: unknown, path: string): FundingGroup {
  const json = asObject(value, path);
  const id = asText(json.id, `${path}.id`);
  const title = asText(json.title, `${path}.title`);
  if (json.rule === 'one') return { id, title, rule: 'one' };
  if (json.rule === 'cap') return { id, title, rule: 'cap', cap: asNumber(json.cap, `${path}.cap`, 0) };
  throw new FundingError(`${path}.rule`, 'must be "one" or "cap"');
}

/** Validates `ruleSet.funding` as it arrives in JSON; throws naming the offending path. */
export function parseFunding(value: unknown, path = 'ruleSet.funding'): RuleSetFunding {
  const json = asObject(value, path);
  const funding: RuleSetFunding = {
    item: asText(json.item, `${path}.item`),
    itemTitle: asText(json.itemTitle, `${path}.itemTitle`),
    amount: parseAmount(json.amount, `${path}.amount`),
  };
  return json.group === undefined ? funding : { ...funding, group: parseGroup(json.group, `${path}.group`) };
}
