import { describe, expect, it } from 'vitest';
import { coverageIssues, documentArticles } from './coverage';
import type { RuleSet } from './rule-set';
import { validateRuleSet } from './validate-rule-set';

const TEXT = [
  '为规范管理，制定本办法。',
  '第一条\u3000适用范围。本办法适用于在本区注册的企业。',
  '第二条\u3000支持内容。对上年度新授权的发明专利，每件资助 2 万元。',
  '第三条\u3000申报条件。申报单位应当同时符合下列条件：（一）在本区注册；（二）近三年未发生重大安全事故；（三）上年度研发费用不低于 50 万元。',
  '第四条\u3000直接认定。符合第三条第（一）～（二）项的企业，有下列情形之一的可直接认定：1. 拥有省级研发机构；2. 近两年股权融资 500 万元以上。',
];
const DOCUMENT = { title: '《示例办法》', docNo: '示〔2026〕1号', content: TEXT };

const basis = (clause: string) => ({ title: '《示例办法》', clause });

function ruleSet(conditions: RuleSet['conditions']): RuleSet {
  return { id: 'demo', version: '1', name: '示例', effectiveFrom: '2026-01-01', source: { title: '《示例办法》', docNo: '示〔2026〕1号', issuer: '示例局' }, conditions };
}

const region = { id: 'region', title: '注册地', kind: 'hard' as const, metric: 'districtCode' as const, op: '==' as const, value: '330110', standardText: 's', evidence: 'e', basis: basis('第三条（一）') };
const incident = { id: 'incident', title: '近三年无事故', kind: 'hard' as const, metric: 'majorIncident3y' as const, op: 'falsy' as const, standardText: 's', evidence: 'e', basis: basis('第三条（二）') };
const rd = { id: 'rd', title: '研发费用', kind: 'hard' as const, metric: 'rdExpenseY1' as const, op: '>=' as const, value: 50, standardText: 's', evidence: 'e', basis: basis('第三条（三）') };

describe('documentArticles', () => {
  it('reads articles and their enumerated requirements, （一）… or 1. …, leaving out a reference before the list', () => {
    const articles = documentArticles(TEXT);
    expect(articles.map((article) => [article.article, article.heading, article.items.map((item) => item.clause)])).toEqual([
      ['第一条', '适用范围', []],
      ['第二条', '支持内容', []],
      ['第三条', '申报条件', ['第三条（一）', '第三条（二）', '第三条（三）']],
      ['第四条', '直接认定', ['第四条1', '第四条2']],
    ]);
    expect(articles[2]?.items[1]?.text).toBe('近三年未发生重大安全事故');
  });

  it('does not take a decimal for a numbered item', () => {
    expect(documentArticles(['第一条\u3000标准。每件 1.5 万元，最高 2.5 万元。'])[0]?.items).toEqual([]);
  });
});

describe('coverageIssues', () => {
  it('accepts a rule set that encodes every enumerated requirement of the articles it cites', () => {
    expect(coverageIssues(ruleSet([region, incident, rd]), DOCUMENT)).toEqual([]);
  });

  // Case 3 of the issue: a verdict resting on a fraction of the conditions the text lists.
  it('names each requirement of a cited article that no condition encodes', () => {
    expect(coverageIssues(ruleSet([incident]), DOCUMENT).map((issue) => issue.message)).toEqual([
      '原文第三条（一）「在本区注册」没有对应的条件或资金项，也没有标为无法从企业档案判断',
      '原文第三条（三）「上年度研发费用不低于 50 万元」没有对应的条件或资金项，也没有标为无法从企业档案判断',
    ]);
  });

  it('accepts a requirement marked as not decidable from the ledger, with its reason', () => {
    const marker = { id: 'rd', title: '研发费用', kind: 'hard' as const, decidedBy: 'evidence' as const, reason: '企业档案不记录', standardText: 's', evidence: '审计报告', basis: basis('第三条（三）') };
    expect(validateRuleSet(ruleSet([region, incident, marker]), { document: DOCUMENT })).toMatchObject({ ok: true });
    const { reason: _reason, ...unexplained } = marker;
    expect(validateRuleSet(ruleSet([region, incident, unexplained]), { document: DOCUMENT })).toEqual({
      ok: false,
      issues: [{ path: 'ruleSet.conditions[2].reason', message: '条件「研发费用」标为无法从企业档案判断，须写明原因' }],
    });
  });

  it('rejects a clause the text does not have (an unmapped item)', () => {
    expect(coverageIssues(ruleSet([region, incident, rd, { ...rd, id: 'x', basis: basis('第九条') }]), DOCUMENT).map((issue) => issue.message)).toEqual([
      '条件「研发费用」所依据的第九条在《示例办法》原文中找不到',
    ]);
    expect(coverageIssues(ruleSet([region, incident, rd, { ...rd, id: 'x', basis: basis('第三条（五）') }]), DOCUMENT).map((issue) => issue.message)).toEqual([
      '条件「研发费用」所依据的第三条（五）在原文第三条中找不到',
    ]);
  });

  it('holds funding items to the text too', () => {
    const funded: RuleSet = {
      ...ruleSet([region, incident, rd]),
      funding: { item: 'p', itemTitle: '专利资助', items: [{ id: 'p', title: '发明专利资助', clause: '第八条', amount: { kind: 'perUnit', counts: 'inventionGrants', window: 'lastYear', unitAmount: 2 } }] },
    };
    expect(validateRuleSet(funded, { document: DOCUMENT })).toEqual({ ok: false, issues: [{ path: 'ruleSet', message: '资金项「发明专利资助」所依据的第八条在《示例办法》原文中找不到' }] });
  });

  it('leaves conditions citing another document (another 文号) to that document', () => {
    const elsewhere = { ...rd, id: 'other', basis: { title: '《示例办法》（国发〔2016〕9号）', clause: '第十一条（一）' } };
    expect(coverageIssues(ruleSet([region, incident, rd, elsewhere]), DOCUMENT)).toEqual([]);
  });
});

describe('validateRuleSet', () => {
  it('reports a malformed rule set with its path instead of throwing', () => {
    expect(validateRuleSet({ id: 'x' })).toMatchObject({ ok: false, issues: [{ path: 'ruleSet.effectiveFrom' }] });
  });

  it('rejects a date window on a field that is no date', () => {
    const within = { ...rd, op: 'within' as const, value: 'lastYear' as const };
    expect(validateRuleSet(ruleSet([within]))).toEqual({ ok: false, issues: [{ path: 'ruleSet.conditions[0]', message: '条件「研发费用」按期间判断的「研发费用（上年度）」不是日期' }] });
  });
});
