import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCompleteness, matchForContract, prepareMatchable } from '@smes/eligibility';
import type { Db } from '../db/database';
import { generatedLedgers } from '../testing/generated-ledgers';
import { openTestDatabase } from '../testing/test-database';
import { TEST_START } from '../testing/test-hosts';
import { buildMatchReport, estimateFor, listMatchablePolicies, matchScope, storedPolicyMatch, valueNames } from './matching';

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase(TEST_START);
});

afterAll(async () => {
  await db.close();
});

describe('the estimate of a ledger', () => {
  it('reads only its region chain’s policies and comes out as the match over every policy, for ledgers all over the region tree', async () => {
    const everything = prepareMatchable(await listMatchablePolicies(db));
    const ledgers = await generatedLedgers(db, 60, TEST_START);
    const places = new Set(ledgers.map((ledger) => `${ledger.provinceCode}/${ledger.cityCode}/${ledger.districtCode}`));
    expect(places.size).toBeGreaterThan(10);
    let withMoney = 0;
    for (const ledger of ledgers) {
      const expected = matchForContract(everything, ledger, TEST_START, await matchScope(db, ledger)).estimate;
      const estimate = await estimateFor(db, ledger, TEST_START);
      expect(estimate).toEqual(expected);
      if (estimate.optimistic > 0) withMoney += 1;
    }
    // The property says something only if estimates are not all nothing.
    expect(withMoney).toBeGreaterThan(0);
  });
});

describe('a saved match report', () => {
  it('reads the region chain’s policies and counts the rest, and comes out as the report over every policy, for ledgers all over the region tree', async () => {
    const everything = prepareMatchable(await listMatchablePolicies(db));
    const names = await valueNames(db);
    const ledgers = await generatedLedgers(db, 40, TEST_START, 31);
    let outside = 0;
    for (const ledger of ledgers) {
      const { matches, ...summary } = matchForContract(everything, ledger, TEST_START, await matchScope(db, ledger), names);
      const expected = { enterpriseName: ledger.enterpriseName?.trim() || '企业', completeness: ledgerCompleteness(ledger), ...summary, matches: matches.map(storedPolicyMatch) };
      const report = await buildMatchReport(db, ledger, '企业', TEST_START);
      expect(report).toEqual(expected);
      outside += report.outOfScopeCount;
    }
    // Out-of-scope policies exist for these ledgers, so the count read in the database is held to something.
    expect(outside).toBeGreaterThan(0);
  });
});
