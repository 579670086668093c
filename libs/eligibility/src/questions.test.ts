import { describe, expect, it } from 'vitest';
import { fieldsUsedBy, questionsFor } from './questions';
import { questionsFromFields } from './question-order';
import type { LedgerCondition, RuleSet } from './rule-set';

const basis = { title: '《示例办法》', clause: '第一条' };

function rule(id: string, metrics: LedgerCondition['metric'][]): RuleSet {
  return {
    id,
    version: '1',
    name: id,
    effectiveFrom: '2024-01-01',
    source: { title: '《示例办法》', docNo: '示〔2024〕1号', issuer: '示例局' },
    conditions: metrics.map((metric, index) => ({
      id: `c${index}`,
      title: 't',
      kind: 'hard',
      metric,
      op: 'truthy',
      standardText: 's',
      evidence: 'e',
      basis,
    })),
  };
}

describe('fieldsUsedBy', () => {
  it('expands a derived metric into the ledger fields it is computed from', () => {
    expect(fieldsUsedBy(rule('a', ['rdStaffRatio', 'majorIncidentLastYear']))).toEqual(
      expect.arrayContaining(['rdStaff', 'employeesTotal', 'majorIncidentLastYear']),
    );
    expect(fieldsUsedBy(rule('b', ['rdStaffRatio']))).not.toContain('majorIncidentLastYear');
  });
});

describe('questionsFor', () => {
  it('returns the union of fields, most used first, ties in form order', () => {
    const questions = questionsFor([
      rule('a', ['majorIncidentLastYear', 'rdStaffRatio']),
      rule('b', ['majorIncidentLastYear', 'cityCode']),
      rule('c', ['majorIncidentLastYear', 'rdStaff']),
    ]);
    expect(questions).toEqual([
      { field: 'majorIncidentLastYear', usedBy: 3 },
      { field: 'rdStaff', usedBy: 2 },
      { field: 'cityCode', usedBy: 1 },
      { field: 'employeesTotal', usedBy: 1 },
    ]);
  });

  it('counts a field once per rule set however often that rule set uses it', () => {
    expect(questionsFor([rule('a', ['rdStaff', 'rdStaffRatio', 'rdStaff'])])).toEqual([
      { field: 'employeesTotal', usedBy: 1 },
      { field: 'rdStaff', usedBy: 1 },
    ]);
  });

  it('asks nothing for no rule sets', () => {
    expect(questionsFor([])).toEqual([]);
  });
});

describe('questionsFromFields', () => {
  it('orders the fields each policy lists as questionsFor orders its rule sets', () => {
    const ruleSets = [rule('a', ['majorIncidentLastYear', 'rdStaffRatio']), rule('b', ['majorIncidentLastYear', 'cityCode']), rule('c', ['rdStaff'])];
    expect(questionsFromFields(ruleSets.map(fieldsUsedBy))).toEqual(questionsFor(ruleSets));
  });

  it('counts a field once per list, even when a list repeats it', () => {
    expect(questionsFromFields([['rdStaff', 'rdStaff'], ['employeesTotal']])).toEqual([
      { field: 'employeesTotal', usedBy: 1 },
      { field: 'rdStaff', usedBy: 1 },
    ]);
  });
});
