import { MetricCache, evaluateWithCache, parseRuleSet } from '@smes/eligibility';
import { describe, expect, it } from 'vitest';
import { emptyPolicyDocument } from './empty-document';
import { citedClause, policyRuleSet, ruleTargets, rulesErrors, unmappedItems } from './rules';
import type { PolicyDocument, PolicyRuleCondition, PolicyRules } from './types';

const CONDITION_ARTICLE = '申报条件。申报企业应同时符合下列条件：（一）上年度研发费用不低于 100 万元；（二）上年度新获授权发明专利 1 件以上；（三）近三年未发生重大安全事故。';

function condition(overrides: Partial<PolicyRuleCondition> & Pick<PolicyRuleCondition, 'id'>): PolicyRuleCondition {
  return { title: '条件', kind: 'hard', articleId: 'a2', item: null, decidedBy: 'ledger', metric: null, op: null, value: null, evidence: '证明材料', reason: null, ...overrides };
}

/** A 知识产权资助 policy: two ledger conditions, one the ledger cannot decide, 3 万元 per granted invention patent up to 30 万元. */
function rules(overrides: Partial<PolicyRules> = {}): PolicyRules {
  return {
    conditions: [
      condition({ id: 'c1', title: '上年度研发费用不低于 100 万元', item: '一', metric: 'rdExpenseY1', op: '>=', value: 100, evidence: '上年度研发费用专项审计报告' }),
      condition({ id: 'c2', title: '上年度新获授权发明专利 1 件以上', item: '二', metric: 'inventionPatentsGrantedY1', op: '>=', value: 1, evidence: '专利证书' }),
      condition({ id: 'c3', title: '近三年未发生重大安全事故', item: '三', decidedBy: 'evidence', evidence: '应急管理部门证明', reason: '企业档案只记录上年度是否发生事故' }),
    ],
    funding: {
      itemTitle: '发明专利资助',
      items: [{ id: 'f1', title: '新授权发明专利资助', articleId: 'a3', item: null, amount: { kind: 'perUnit', counts: 'inventionGrants', window: 'lastYear', unitAmount: 3 }, cap: null }],
      exclusive: [],
      cap: { amount: 30, articleId: 'a3', item: null },
    },
    ...overrides,
  };
}

function document(overrides: Partial<PolicyDocument> = {}): PolicyDocument {
  return {
    ...emptyPolicyDocument(),
    title: '杭州市发明专利资助办法',
    docNo: '杭市管〔2026〕9号',
    issuer: '杭州市市场监督管理局',
    regionCode: '330100',
    category: '资金扶持',
    effectiveDate: '2026-12-01',
    articles: [
      { id: 'a1', kind: 'article', text: '适用范围。本办法适用于在本市注册的企业。' },
      { id: 'a2', kind: 'article', text: CONDITION_ARTICLE },
      { id: 'a3', kind: 'article', text: '资助标准。对上年度新获授权的发明专利，每件资助 3 万元，单个企业最高 30 万元。' },
    ],
    rules: rules(),
    ...overrides,
  };
}

describe('rule targets', () => {
  it('lists each article under its published number with the items the engine reads in it', () => {
    const targets = ruleTargets(document().articles);
    expect(targets.map((target) => [target.article, target.items.map((item) => item.clause)])).toEqual([
      ['第一条', []],
      ['第二条', ['第二条（一）', '第二条（二）', '第二条（三）']],
      ['第三条', []],
    ]);
    expect(citedClause(targets, 'a2', '二')).toBe('第二条（二）');
    expect(citedClause(targets, 'a2', '四')).toBeNull();
    // An article moved keeps its citation by id, under its new number.
    const moved = ruleTargets([document().articles[2], document().articles[0], document().articles[1]].filter((block) => block !== undefined));
    expect(citedClause(moved, 'a2', '一')).toBe('第三条（一）');
  });
});

describe('rulesErrors', () => {
  it('accepts rules that map every enumerated item, and the engine reads them with the text as each standard', () => {
    expect(rulesErrors(document(), 'complete')).toEqual({});
    const ruleSet = parseRuleSet(policyRuleSet(document(), { id: 'desk-1', version: '第 1 版' }));
    expect(ruleSet.conditions.map((item) => [item.basis.title, item.basis.clause, item.standardText])).toEqual([
      ['《杭州市发明专利资助办法》', '第二条（一）', '上年度研发费用不低于 100 万元'],
      ['《杭州市发明专利资助办法》', '第二条（二）', '上年度新获授权发明专利 1 件以上'],
      ['《杭州市发明专利资助办法》', '第二条（三）', '近三年未发生重大安全事故'],
    ]);
    expect(ruleSet.funding?.items[0]).toMatchObject({ clause: '第三条', amount: { kind: 'perUnit', unitAmount: 3 } });
  });

  it('refuses an enumerated item left unmapped, naming it', () => {
    const unmapped = document({ rules: rules({ conditions: rules().conditions.slice(0, 2) }) });
    expect(rulesErrors(unmapped, 'complete')['rules.coverage']).toContain('原文第二条（三）「近三年未发生重大安全事故」没有对应的条件或资金项，也没有标为无法从企业档案判断');
    // A draft may be saved half-mapped.
    expect(rulesErrors(unmapped, 'draft')).toEqual({});
  });

  it('refuses a condition marked not decidable from the ledger without its reason', () => {
    const conditions = rules().conditions.map((item) => (item.id === 'c3' ? { ...item, reason: '' } : item));
    expect(rulesErrors(document({ rules: rules({ conditions }) }), 'complete')['rules.conditions.c3.reason']).toBe('请写明无法从企业档案判断的原因');
  });

  it('refuses a cap below a fixed award', () => {
    const base = rules();
    const funding = { ...base.funding!, items: [...base.funding!.items, { id: 'f2', title: '首次授权奖励', articleId: 'a3', item: null, amount: { kind: 'fixed' as const, amount: 50 }, cap: null }] };
    expect(rulesErrors(document({ rules: { ...base, funding } }), 'complete')['rules.funding.cap']).toBe('单个企业最高 30 万元低于定额奖励「首次授权奖励」50 万元');
  });

  it('refuses a window the ledger cannot count', () => {
    const base = rules();
    const items = base.funding!.items.map((item) => ({ ...item, amount: { ...item.amount, window: 'last3Years' } }));
    expect(rulesErrors(document({ rules: { ...base, funding: { ...base.funding!, items } } }), 'complete')['rules.funding.items.f1.amount.window']).toBe(
      '资金项「新授权发明专利资助」按近三年计新获授权发明专利，企业档案只能回答上年度的数量',
    );
  });

  it('refuses an item in two exclusive groups', () => {
    const base = rules();
    const second = { id: 'f2', title: '实用新型资助', articleId: 'a3', item: null, amount: { kind: 'perUnit' as const, counts: 'utilityGrants', window: 'lastYear', unitAmount: 1 }, cap: null };
    const funding = {
      ...base.funding!,
      items: [...base.funding!.items, second],
      exclusive: [
        { id: 'g1', title: '专利资助就高', articleId: 'a3', item: null, items: ['f1', 'f2'] },
        { id: 'g2', title: '发明专利就高', articleId: 'a3', item: null, items: ['f1', 'f2'] },
      ],
    };
    expect(rulesErrors(document({ rules: { ...base, funding } }), 'complete')['rules.funding.exclusive.g2.items']).toContain('资金项「新授权发明专利资助」同时属于不重复享受组「专利资助就高」和「发明专利就高」');
  });

  it('takes 阶梯 tiers and a cross-policy group to the engine as the engine’s own funding model', () => {
    const base = rules();
    const tiered = { id: 'f2', title: '研发投入阶梯奖励', articleId: 'a3', item: null, amount: { kind: 'tiers' as const, metric: 'rdExpenseY1', tiers: [{ min: 100, amount: 10 }, { min: 500, amount: 20 }] }, cap: null };
    const funding = { ...base.funding!, cap: null, items: [...base.funding!.items, tiered], group: { id: 'hz-rd-awards', title: '市区两级研发奖励合计', rule: 'cap' as const, cap: 50 } };
    const tieredDocument = document({ rules: { ...base, funding } });
    expect(rulesErrors(tieredDocument, 'complete')).toEqual({});
    const ruleSet = parseRuleSet(policyRuleSet(tieredDocument, { id: 'desk-1', version: '第 1 版' }));
    expect(ruleSet.funding?.items[1]?.amount).toEqual({ kind: 'tiers', metric: 'rdExpenseY1', tiers: [{ min: 100, amount: 10 }, { min: 500, amount: 20 }] });
    expect(ruleSet.funding?.group).toEqual({ id: 'hz-rd-awards', title: '市区两级研发奖励合计', rule: 'cap', cap: 50 });
    const one = parseRuleSet(policyRuleSet(document({ rules: { ...base, funding: { ...funding, group: { id: 'sme-tier', title: '专精特新梯度奖励就高', rule: 'one', cap: null } } } }), { id: 'desk-1', version: '第 1 版' }));
    expect(one.funding?.group).toEqual({ id: 'sme-tier', title: '专精特新梯度奖励就高', rule: 'one' });
  });

  it('refuses overlapping tiers, a tier without its field, and a group cap below a fixed award, each at its field', () => {
    const base = rules();
    const tiers = (list: { min: number; amount: number }[], metric: string | null = 'rdExpenseY1') => ({
      ...base,
      funding: { ...base.funding!, items: [{ id: 't1', title: '研发投入阶梯奖励', articleId: 'a3', item: null, amount: { kind: 'tiers' as const, ...(metric ? { metric } : {}), tiers: list }, cap: null }] },
    });
    const overlapping = rulesErrors(document({ rules: tiers([{ min: 100, amount: 10 }, { min: 500, amount: 20 }, { min: 500, amount: 30 }]) }), 'trial');
    expect(overlapping['rules.funding.items.t1.amount.tiers']).toBe('第 3 档的门槛 500 不高于第 2 档的 500，档次重叠：请按门槛从低到高填写，各档门槛不同');
    const backwards = rulesErrors(document({ rules: tiers([{ min: 500, amount: 20 }, { min: 100, amount: 10 }]) }), 'trial');
    expect(backwards['rules.funding.items.t1.amount.tiers']).toBe('第 2 档的门槛 100 不高于第 1 档的 500，档次重叠：请按门槛从低到高填写，各档门槛不同');
    const bare = rulesErrors(document({ rules: tiers([], null) }), 'trial');
    expect(bare).toMatchObject({ 'rules.funding.items.t1.amount.metric': '请选择分档依据的指标', 'rules.funding.items.t1.amount.tiers': '请至少填写一档' });

    const award = { id: 'f2', title: '首次授权奖励', articleId: 'a3', item: null, amount: { kind: 'fixed' as const, amount: 20 }, cap: null };
    const grouped = (group: NonNullable<PolicyRules['funding']>['group']) => document({ rules: { ...base, funding: { ...base.funding!, items: [...base.funding!.items, award], group } } });
    expect(rulesErrors(grouped({ id: 'hz-ip', title: '市区两级专利奖励', rule: 'cap', cap: 15 }), 'complete')['rules.funding.group.cap']).toBe('市区两级专利奖励上限 15 万元低于定额奖励「首次授权奖励」20 万元');
    expect(rulesErrors(grouped({ id: 'hz-ip', title: ' ', rule: 'cap', cap: null }), 'trial')).toMatchObject({
      'rules.funding.group.title': '请写明组的名称，如“市级以上专精特新奖励合计”',
      'rules.funding.group.cap': '请填写组内各政策合计的上限（万元）',
    });
  });

  it('takes 或 alternatives to the engine as anyOf: one passing alternative meets the condition, none known leaves it 待核验', () => {
    // 上年度研发费用不低于 100 万元，或拥有 Ⅰ类知识产权 1 项以上.
    const alternatives = rules().conditions.map((item) => (item.id === 'c1' ? { ...item, anyOf: [{ metric: 'ipClass1', op: '>=' as const, value: 1 }] } : item));
    const withAlternative = document({ rules: rules({ conditions: alternatives }) });
    expect(rulesErrors(withAlternative, 'complete')).toEqual({});
    const ruleSet = parseRuleSet(policyRuleSet(withAlternative, { id: 'desk-1', version: '第 1 版' }));
    expect(ruleSet.conditions[0]).toMatchObject({ metric: 'rdExpenseY1', op: '>=', value: 100, anyOf: [{ metric: 'ipClass1', op: '>=', value: 1 }] });
    // Conditions without alternatives stay as they were: no empty anyOf.
    expect(ruleSet.conditions[1]).not.toHaveProperty('anyOf');
    const status = (ledger: Record<string, unknown>) => evaluateWithCache(ruleSet, new MetricCache(ledger, { now: new Date('2026-11-29T00:00:00Z') })).results[0]?.status;
    expect(status({ rdExpenseY1: 20, ipClass1: 2 })).toBe('pass');
    expect(status({ rdExpenseY1: 20, ipClass1: 0 })).toBe('fail');
    expect(status({ rdExpenseY1: 20 })).toBe('unknown');
    expect(status({})).toBe('unknown');
  });

  it('refuses an incomplete alternative at its own field, and alternatives on a condition decided by evidence', () => {
    const withAlternatives = (anyOf: NonNullable<PolicyRuleCondition['anyOf']>, decided: Partial<PolicyRuleCondition> = {}) =>
      document({ rules: rules({ conditions: rules().conditions.map((item) => (item.id === 'c1' ? { ...item, ...decided, anyOf } : item)) }) });
    const errors = rulesErrors(
      withAlternatives([
        { metric: 'ipClass1', op: '>=', value: 1 },
        { metric: null, op: null, value: null },
        { metric: 'ipClass1', op: null, value: null },
        { metric: 'ipClass1', op: '>=', value: null },
        { metric: 'ipClass1', op: 'within', value: 'lastYear' },
      ]),
      'trial',
    );
    expect(errors).toEqual({
      'rules.conditions.c1.anyOf.1.metric': '或（情形 2）：请选择企业档案中的指标',
      'rules.conditions.c1.anyOf.2.op': '或（情形 3）：请选择比较方式',
      'rules.conditions.c1.anyOf.3.value': '或（情形 4）：请填写比较的数值',
      'rules.conditions.c1.anyOf.4.op': '或（情形 5）：「Ⅰ类知识产权数量」不是日期，不能按期间判断',
    });
    // A draft may be saved half-written; the refusals come with a 试算 or a submission.
    expect(rulesErrors(withAlternatives([{ metric: null, op: null, value: null }]), 'draft')).toEqual({});
    const evidence = rulesErrors(withAlternatives([{ metric: 'ipClass1', op: '>=', value: 1 }], { decidedBy: 'evidence', metric: null, op: null, value: null, reason: '企业档案不记录审计结论' }), 'trial');
    expect(evidence).toEqual({ 'rules.conditions.c1.anyOf': '凭材料核验的条件不能再写“或”的其他情形：请删除这些情形，或改为按企业档案判断' });
  });

  it('takes a funding item’s 适用情形 to the engine as its when, and refuses one left incomplete', () => {
    const base = rules();
    const first = { id: 'f2', title: '首次认定奖励', articleId: 'a3', item: null, amount: { kind: 'fixed' as const, amount: 20 }, cap: null };
    const withWhen = (when: NonNullable<PolicyRules['funding']>['items'][number]['when']) =>
      document({ rules: { ...base, funding: { ...base.funding!, cap: null, items: [...base.funding!.items, { ...first, when }] } } });
    const complete = withWhen({ title: '首次认定', checks: [{ metric: 'qualHighTechFirst', op: 'truthy', value: null }] });
    expect(rulesErrors(complete, 'complete')).toEqual({});
    const ruleSet = parseRuleSet(policyRuleSet(complete, { id: 'desk-1', version: '第 1 版' }));
    expect(ruleSet.funding?.items[1]?.when).toEqual({ title: '首次认定', checks: [{ metric: 'qualHighTechFirst', op: 'truthy' }] });
    expect(ruleSet.funding?.items[0]).not.toHaveProperty('when');
    // A fact the ledger does not record goes with it as the engine's confirm; a blank one is no confirm.
    const confirmed = parseRuleSet(policyRuleSet(withWhen({ title: '研发机构为省级', checks: [{ metric: 'rdInstitutionLevel', op: '==', value: 'provincial' }], confirm: ' 研发机构为上年度新认定 ' }), { id: 'desk-1', version: '第 1 版' }));
    expect(confirmed.funding?.items[1]?.when).toEqual({ title: '研发机构为省级', checks: [{ metric: 'rdInstitutionLevel', op: '==', value: 'provincial' }], confirm: '研发机构为上年度新认定' });
    const blank = parseRuleSet(policyRuleSet(withWhen({ title: '首次认定', checks: [{ metric: 'qualHighTechFirst', op: 'truthy', value: null }], confirm: '  ' }), { id: 'desk-1', version: '第 1 版' }));
    expect(blank.funding?.items[1]?.when).not.toHaveProperty('confirm');
    expect(rulesErrors(withWhen({ title: ' ', checks: [] }), 'trial')).toEqual({
      'rules.funding.items.f2.when.title': '请写明适用情形，如“首次认定”',
      'rules.funding.items.f2.when.checks': '请至少写一项企业档案的比较，或取消适用情形',
    });
    expect(rulesErrors(withWhen({ title: '首次认定', checks: [{ metric: 'qualHighTechFirst', op: null, value: null }] }), 'trial')).toEqual({
      'rules.funding.items.f2.when.checks.0.op': '适用情形第 1 项：请选择比较方式',
    });
  });

  it('refuses a date window on a field that is no date', () => {
    const conditions = rules().conditions.map((item) => (item.id === 'c1' ? { ...item, op: 'within' as const, value: 'lastYear' } : item));
    const errors = rulesErrors(document({ rules: rules({ conditions }) }), 'complete');
    expect(errors['rules.conditions.c1.op']).toBe('「研发费用（上年度）」不是日期，不能按期间判断');
  });

  it('keeps a draft whose cited article was deleted from saving silently: the citation is named', () => {
    const articles = document().articles.filter((block) => block.id !== 'a3');
    expect(rulesErrors(document({ articles }), 'draft')).toEqual({ 'rules.funding.items.f1.articleId': '所依据的条款或其中的项已不在正文中，请重新选择', 'rules.funding.cap.articleId': '所依据的条款或其中的项已不在正文中，请重新选择' });
  });
});

describe('unmappedItems', () => {
  it('lists the items of cited articles no entry maps, until each is mapped', () => {
    const partial = document({ rules: rules({ conditions: rules().conditions.slice(0, 1) }) });
    expect(unmappedItems(partial).map((item) => [item.clause, item.text])).toEqual([
      ['第二条（二）', '上年度新获授权发明专利 1 件以上'],
      ['第二条（三）', '近三年未发生重大安全事故'],
    ]);
    expect(unmappedItems(document())).toEqual([]);
  });
});
