import type { FundingGroup, RuleSetFunding } from '@smes/eligibility';

/**
 * What each sample scheme's money pays for (issue 7, "one honest estimate"): the funded item, how the
 * amount follows from the published maximum, and the groups of schemes that cannot all be had. Every
 * seeded policy that follows a scheme carries its funding, so the national, provincial, municipal and
 * district versions of one scheme fund the same item and count once. Amount rules and groups of the
 * provincial and municipal schemes are demo data, like their conditions.
 */

/** 专精特新 → 小巨人 awards are paid 就高, never both (晋级奖励按差额补足). */
const SME_TIER: FundingGroup = { id: 'sme-tier-award', title: '专精特新梯度培育奖励就高、不重复享受', rule: 'one' };

/** One 技改/数字化 project may claim only one of the two subsidies. */
const SAME_UPGRADE_PROJECT: FundingGroup = { id: 'upgrade-project', title: '同一项目不得同时享受技术改造与数字化改造补助', rule: 'one' };

/** 科技局 project funding to one enterprise per year is capped. */
const SCIENCE_PROJECT_CAP: FundingGroup = { id: 'science-project-cap', title: '科技项目资助同一企业年度', rule: 'cap', cap: 40 };

export const SCHEME_FUNDING: Readonly<Record<string, RuleSetFunding>> = {
  'hz-rd-expense-subsidy': {
    item: 'rd-investment',
    itemTitle: '研发投入',
    amount: { kind: 'rate', metric: 'rdExpenseY1', rate: 0.1 },
  },
  'zj-rd-institution-award': { item: 'rd-institution', itemTitle: '研发机构认定奖励', amount: { kind: 'fixed' } },
  'hz-industry-university-coop': { item: 'industry-university-coop', itemTitle: '产学研合作项目', amount: { kind: 'upTo' }, group: SCIENCE_PROJECT_CAP },
  'zj-specialized-award': { item: 'specialized-award', itemTitle: '专精特新认定奖励', amount: { kind: 'fixed' }, group: SME_TIER },
  'hz-little-giant-award': { item: 'little-giant-award', itemTitle: '小巨人认定奖励', amount: { kind: 'fixed' }, group: SME_TIER },
  'hz-high-tech-first-award': { item: 'high-tech-first-award', itemTitle: '首次认定高企奖励', amount: { kind: 'fixed' } },
  'zj-invention-patent-subsidy': { item: 'invention-patent', itemTitle: '发明专利授权', amount: { kind: 'upTo' } },
  'zj-industrial-tech-upgrade': { item: 'tech-upgrade', itemTitle: '技术改造投资', amount: { kind: 'upTo' }, group: SAME_UPGRADE_PROJECT },
  'hz-sme-digital-transformation': { item: 'digital-transformation', itemTitle: '数字化改造投入', amount: { kind: 'upTo' }, group: SAME_UPGRADE_PROJECT },
  'hz-tech-sme-loan-interest': { item: 'loan-interest', itemTitle: '科技贷款利息', amount: { kind: 'upTo' }, group: SCIENCE_PROJECT_CAP },
};
