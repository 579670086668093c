import { describe, expect, it } from 'vitest';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import type { EnterpriseLedger } from '@smes/eligibility';
import { preparePolicies } from './report-engine';
import { samplePolicies } from '../../testing/match-fixtures';
import { simulateMatch } from './report-engine';
import type { MatchSummary } from './report-model';
import { WHAT_IF_KEY_FIELDS, computeWhatIf, sameData, shareUnchanged, whatIfFieldKeys, whatIfFieldKeysOf } from './what-if';

const now = new Date('2026-03-01T04:00:00Z');
const prepared = preparePolicies(samplePolicies());
const ledger: EnterpriseLedger = { ...SAMPLE_LEDGER, rdExpenseY1: 30 };
const keys = [...WHAT_IF_KEY_FIELDS];

describe('computeWhatIf', () => {
  it('does not simulate while nothing is changed', () => {
    const state = computeWhatIf(prepared, ledger, keys, { rdExpenseY1: '30' }, now);
    expect(state.changed).toEqual([]);
    expect(state.simulated).toBeNull();
    expect(state.values.rdExpenseY1).toBe('30');
  });

  it('re-scores with the edited figures and keeps them ready to save', () => {
    const state = computeWhatIf(prepared, ledger, keys, { rdExpenseY1: '80' }, now);
    expect(state.changed).toEqual(['rdExpenseY1']);
    expect(state.edits).toEqual({ rdExpenseY1: 80 });
    const subsidy = state.simulated?.matches.find((match) => match.policyTitle.startsWith('杭州市企业研发费用投入补助'));
    expect(subsidy?.status).toBe('eligible');
  });

  it('leaves an unusable input out of the simulation and says why', () => {
    const state = computeWhatIf(prepared, ledger, keys, { rdExpenseY1: '很多', revenueY1: '9000' }, now);
    expect(state.errors).toEqual({ rdExpenseY1: '研发费用（上年度）请输入数字' });
    expect(state.edits).toEqual({ revenueY1: 9000 });
    expect(state.simulated).not.toBeNull();
  });

  it('checks cross-field rules against the ledger (研发人员数 ≤ 职工总数)', () => {
    const state = computeWhatIf(prepared, ledger, keys, { rdStaff: '500' }, now);
    expect(state.errors.rdStaff).toBe('研发人员数不能大于职工总数');
    expect(state.simulated).toBeNull();
  });
});

describe('whatIfFieldKeys', () => {
  it('offers the key figures and every field an undecided condition asks for', () => {
    const keysFor = whatIfFieldKeys([
      {
        policyId: 1,
        policyTitle: '某政策',
        category: '研发创新',
        supportAmount: 10,
        status: 'incomplete',
        matchDegree: 50,
        missingFields: ['hasRdAccounting'],
        results: [
          { id: 'a', title: 'a', kind: 'hard', status: 'unknown', actualText: '未填写', standardText: '是', missingFields: ['hasRdAccounting'] },
          { id: 'b', title: 'b', kind: 'hard', status: 'fail', actualText: '否', standardText: '是', missingFields: ['qualHighTech'] },
        ],
      },
    ]);
    expect(keysFor).toEqual([...WHAT_IF_KEY_FIELDS, 'hasRdAccounting']);
  });

  it('takes a report answered by pages at its word for the whole report\'s undecided fields, not its first pages\' conditions', () => {
    // The first page holds no undecided condition; a later page of the report does (the server lists its fields).
    const firstPage = [{ policyId: 1, policyTitle: '某政策', category: '研发创新', supportAmount: 10, status: 'eligible' as const, matchDegree: 100, missingFields: [], results: [] }];
    expect(whatIfFieldKeysOf({ matches: firstPage, undecidedFields: ['hasRdAccounting', 'notALedgerField', 'rdStaff'] })).toEqual([...WHAT_IF_KEY_FIELDS, 'hasRdAccounting']);
    expect(whatIfFieldKeysOf({ matches: firstPage })).toEqual([...WHAT_IF_KEY_FIELDS]);
  });
});

describe('sameData', () => {
  it('compares plain data by value, keys and order of arrays included', () => {
    expect(sameData({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(sameData({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData(0, '0')).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });
});

describe('shareUnchanged', () => {
  // A walk of edits as a person makes them in the what-if, over every sample policy: each figure typed key by key,
  // then flags flipped and figures cleared. Every step's shared report must equal a fresh re-score exactly.
  const figures: Partial<Record<keyof EnterpriseLedger, number[]>> = {
    rdExpenseY1: [1, 16, 160, 1600, 0, 30],
    revenueY1: [9, 90, 900, 9000, 90000],
    rdStaff: [0, 2, 20, 45],
    employeesTotal: [1, 10, 100, 500],
    inventionPatents: [0, 1, 5, 12],
    highTechRevenueY1: [0, 100, 5000],
  };
  const ledgers: EnterpriseLedger[] = [];
  let current: EnterpriseLedger = { ...ledger };
  for (const [key, values] of Object.entries(figures)) {
    for (const value of values ?? []) {
      current = { ...current, [key]: value };
      ledgers.push(current);
    }
  }
  for (const key of Object.keys(figures)) {
    current = { ...current };
    delete current[key as keyof EnterpriseLedger];
    ledgers.push(current);
  }

  it('equals a fresh re-score at every step, reusing only the parts that did not change', () => {
    let previous: MatchSummary | null = null;
    let reused = 0;
    let redrawn = 0;
    for (const edited of ledgers) {
      const fresh = simulateMatch(prepared, edited, now);
      const shared = shareUnchanged(previous, fresh);
      expect(shared).toEqual(fresh);
      expect(JSON.stringify(shared)).toBe(JSON.stringify(fresh));
      if (previous) {
        const before = new Map(previous.matches.map((match) => [match.policyId, match]));
        for (const match of shared.matches) {
          const old = before.get(match.policyId);
          if (match === old) reused += 1;
          else {
            redrawn += 1;
            // A new object only where the result differs from the last one.
            expect(old === undefined || JSON.stringify(old) !== JSON.stringify(match)).toBe(true);
          }
        }
      }
      previous = shared;
    }
    // The walk moves some verdicts and leaves most alone: both paths are exercised.
    expect(reused).toBeGreaterThan(0);
    expect(redrawn).toBeGreaterThan(0);
  });

  it('hands back the previous report itself when nothing changed', () => {
    const first = simulateMatch(prepared, { ...ledger, rdExpenseY1: 80 }, now);
    const again = simulateMatch(prepared, { ...ledger, rdExpenseY1: 80 }, now);
    expect(again).not.toBe(first);
    expect(shareUnchanged(first, again)).toBe(first);
  });

  it('never keeps a row whose verdict changed', () => {
    const before = simulateMatch(prepared, { ...ledger, rdExpenseY1: 30 }, now);
    const after = shareUnchanged(before, simulateMatch(prepared, { ...ledger, rdExpenseY1: 80 }, now));
    const title = (summary: MatchSummary) => summary.matches.find((match) => match.policyTitle.startsWith('杭州市企业研发费用投入补助'));
    expect(title(before)?.status).not.toBe('eligible');
    expect(title(after)?.status).toBe('eligible');
    expect(title(after)).not.toBe(title(before));
  });
});
