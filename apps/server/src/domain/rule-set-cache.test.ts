import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionChain } from '@smes/eligibility';
import type { RuleSet } from '@smes/eligibility';
import type { Db } from '../db/database';
import { openTestDatabase, reopen } from '../testing/test-database';
import { TEST_START } from '../testing/test-hosts';
import { yunqiLedger } from '../seed/ledgers';
import { listMatchablePolicies } from './matching';
import { publishRuleSetVersion } from './policy-rule-sets';
import { RuleSetCache, estimatedBytes, ruleSetCacheOf } from './rule-set-cache';

let db: Db;
let texts: { id: number; rule_set: string; rule_set_revision: number }[];

beforeAll(async () => {
  db = await openTestDatabase(TEST_START);
  texts = await db.all("SELECT id, rule_set, rule_set_revision FROM policies WHERE validity = 'valid' AND rule_set IS NOT NULL ORDER BY id LIMIT 3");
});

afterAll(async () => {
  await db.close();
});

const ruleSetOf = (policies: Awaited<ReturnType<typeof listMatchablePolicies>>, id: number): RuleSet => {
  const found = policies.find((policy) => policy.policyId === id);
  if (!found) throw new Error(`policy ${id} is not listed`);
  return found.ruleSet;
};

describe('the parsed-rule-set cache', () => {
  it('holds a rule set at its revision only, and a new revision replaces the old one', () => {
    const cache = new RuleSetCache(1024 * 1024 * 1024);
    const [first] = texts;
    const held = cache.put(first!.id, 7, first!.rule_set);
    expect(cache.get(first!.id, 7)).toBe(held);
    expect(cache.get(first!.id, 8)).toBeUndefined();
    const next = cache.put(first!.id, 8, first!.rule_set);
    expect(next).not.toBe(held);
    expect(cache.get(first!.id, 7)).toBeUndefined();
    expect(cache.size).toEqual({ bytes: estimatedBytes(first!.rule_set), entries: 1 });
  });

  it('evicts the least recently used rule sets once their estimated bytes pass the bound', () => {
    const [a, b, c] = texts;
    const cache = new RuleSetCache(estimatedBytes(a!.rule_set) + estimatedBytes(b!.rule_set) + estimatedBytes(c!.rule_set) - 1);
    cache.put(a!.id, 1, a!.rule_set);
    cache.put(b!.id, 1, b!.rule_set);
    // A is used again, so B is now the least recently used and goes when C does not fit beside both.
    expect(cache.get(a!.id, 1)).toBeDefined();
    cache.put(c!.id, 1, c!.rule_set);
    expect(cache.has(a!.id, 1)).toBe(true);
    expect(cache.has(b!.id, 1)).toBe(false);
    expect(cache.has(c!.id, 1)).toBe(true);
    expect(cache.size.bytes).toBe(estimatedBytes(a!.rule_set) + estimatedBytes(c!.rule_set));
    expect(cache.size.bytes).toBeLessThanOrEqual(cache.limitBytes);
  });

  it('parses a rule set larger than the bound without holding it', () => {
    const [a] = texts;
    const cache = new RuleSetCache(estimatedBytes(a!.rule_set) - 1);
    expect(cache.put(a!.id, 1, a!.rule_set).id).toBe(JSON.parse(a!.rule_set).id);
    expect(cache.size).toEqual({ bytes: 0, entries: 0 });
  });

  it('hands out rule sets frozen all the way down, so no caller can change what another is given', () => {
    const [a] = texts;
    const ruleSet = new RuleSetCache(1024 * 1024 * 1024).put(a!.id, 1, a!.rule_set);
    const unfrozen: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value !== 'object' || value === null) return;
      if (!Object.isFrozen(value)) unfrozen.push(path);
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
    };
    walk(ruleSet, 'ruleSet');
    expect(ruleSet.conditions.length).toBeGreaterThan(0);
    expect(unfrozen).toEqual([]);
    expect(() => {
      (ruleSet.conditions as unknown[]).push({});
    }).toThrow(TypeError);
  });
});

describe('the matchable policies read through the cache', () => {
  const ledger = yunqiLedger(TEST_START);

  it('gives two callers the same parsed rule sets', async () => {
    const first = await listMatchablePolicies(db, regionChain(ledger));
    const second = await listMatchablePolicies(db, regionChain(ledger));
    expect(first.length).toBeGreaterThan(0);
    expect(second.map((policy) => policy.ruleSet)).toEqual(first.map((policy) => policy.ruleSet));
    second.forEach((policy, index) => expect(policy.ruleSet).toBe(first[index]!.ruleSet));
  });

  it('keeps its entry while the policy changes but not its rule set (a view)', async () => {
    const [policy] = await listMatchablePolicies(db);
    await db.run('UPDATE policies SET view_count = view_count + 1, title = title WHERE id = ?', policy!.policyId);
    expect(ruleSetOf(await listMatchablePolicies(db), policy!.policyId)).toBe(policy!.ruleSet);
  });

  it('reads a newly published version fresh', async () => {
    const [policy] = await listMatchablePolicies(db);
    const changed = { ...policy!.ruleSet, name: `${policy!.ruleSet.name}（修订）` };
    const stored = await publishRuleSetVersion(db, policy!.policyId, changed, { author: '测试', deskRevision: null }, TEST_START);
    const fresh = ruleSetOf(await listMatchablePolicies(db), policy!.policyId);
    expect(fresh).not.toBe(policy!.ruleSet);
    expect(fresh.name).toBe(changed.name);
    expect(fresh.version).toBe(stored.version);
    expect(fresh.version).not.toBe(policy!.ruleSet.version);
  });

  it('reads a rule set rewritten in place under the same version label (a seed run again, plain SQL) fresh', async () => {
    const [policy] = await listMatchablePolicies(db);
    const rewritten = { ...policy!.ruleSet, name: `${policy!.ruleSet.name}（重写）` };
    await db.run('UPDATE policies SET rule_set = ? WHERE id = ?', JSON.stringify(rewritten), policy!.policyId);
    const fresh = ruleSetOf(await listMatchablePolicies(db), policy!.policyId);
    expect(fresh.version).toBe(policy!.ruleSet.version);
    expect(fresh.name).toBe(rewritten.name);
  });

  it('sees a rule set another instance (another database handle) published since its last call', async () => {
    const other = reopen(db, 2);
    try {
      const [policy] = await listMatchablePolicies(db);
      // Both handles hold the rule set in force.
      expect(ruleSetOf(await listMatchablePolicies(other), policy!.policyId)).toEqual(policy!.ruleSet);
      expect(ruleSetCacheOf(other)).not.toBe(ruleSetCacheOf(db));
      const changed = { ...policy!.ruleSet, name: `${policy!.ruleSet.name}（另一实例）` };
      await publishRuleSetVersion(other, policy!.policyId, changed, { author: '测试', deskRevision: null }, TEST_START);
      expect(ruleSetOf(await listMatchablePolicies(db), policy!.policyId).name).toBe(changed.name);
    } finally {
      await other.close();
    }
  });

  it('drops a policy whose rules were taken out of force, and lists it again with rules put back', async () => {
    const [policy] = await listMatchablePolicies(db);
    const text = (await db.get<{ rule_set: string }>('SELECT rule_set FROM policies WHERE id = ?', policy!.policyId))!.rule_set;
    await db.run('UPDATE policies SET rule_set = NULL WHERE id = ?', policy!.policyId);
    expect((await listMatchablePolicies(db)).some((listed) => listed.policyId === policy!.policyId)).toBe(false);
    await db.run('UPDATE policies SET rule_set = ? WHERE id = ?', text, policy!.policyId);
    expect(ruleSetOf(await listMatchablePolicies(db), policy!.policyId)).toEqual(policy!.ruleSet);
  });
});
