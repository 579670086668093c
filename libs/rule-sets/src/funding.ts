import type { FundingGroup, RuleSetFunding } from '@smes/eligibility';

/**
 * What each sample scheme's money pays for ("one honest estimate"): the funded item, how the
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
    items: [{ id: 'rd-expense', title: '按上年度研发费用补助', clause: '第五条', amount: { kind: 'rate', metric: 'rdExpenseY1', rate: 0.1 } }],
    cap: { amount: 200, title: '单个企业年度补助最高', clause: '第五条' },
  },
  'zj-rd-institution-award': {
    item: 'rd-institution',
    itemTitle: '研发机构认定奖励',
    items: [
      { id: 'national', title: '新认定国家级研发机构奖励', clause: '第十八条', amount: { kind: 'fixed', amount: 50 }, when: { title: '研发机构为国家级', checks: [{ metric: 'rdInstitutionLevel', op: '==', value: 'national' }], confirm: '研发机构为上年度新认定' } },
      { id: 'provincial', title: '新认定省级研发机构奖励', clause: '第十八条', amount: { kind: 'fixed', amount: 20 }, when: { title: '研发机构为省级', checks: [{ metric: 'rdInstitutionLevel', op: '==', value: 'provincial' }], confirm: '研发机构为上年度新认定' } },
    ],
  },
  'hz-industry-university-coop': {
    item: 'industry-university-coop',
    itemTitle: '产学研合作项目',
    items: [{ id: 'project', title: '产学研合作项目择优资助', clause: '第六条', amount: { kind: 'upTo', amount: 30 } }],
    group: SCIENCE_PROJECT_CAP,
  },
  'zj-specialized-award': {
    item: 'specialized-award',
    itemTitle: '专精特新认定奖励',
    items: [{ id: 'award', title: '新认定专精特新中小企业一次性奖励', clause: '第三条', amount: { kind: 'fixed', amount: 30 } }],
    group: SME_TIER,
  },
  'hz-little-giant-award': {
    item: 'little-giant-award',
    itemTitle: '小巨人认定奖励',
    items: [{ id: 'award', title: '新认定国家级专精特新“小巨人”企业一次性奖励', clause: '第十二条', amount: { kind: 'fixed', amount: 100 } }],
    group: SME_TIER,
  },
  'hz-high-tech-first-award': {
    item: 'high-tech-first-award',
    itemTitle: '首次认定高企奖励',
    items: [{ id: 'first', title: '首次通过高新技术企业认定一次性奖励', clause: '第二条', amount: { kind: 'fixed', amount: 20 } }],
  },
  'zj-invention-patent-subsidy': {
    item: 'invention-patent',
    itemTitle: '发明专利授权资助',
    items: [{ id: 'invention', title: '上年度新授权国内发明专利资助', clause: '第五条', amount: { kind: 'perUnit', counts: 'inventionGrants', window: 'lastYear', unitAmount: 1 } }],
    cap: { amount: 5, title: '每家单位每年资助最高', clause: '第五条' },
  },
  'zj-industrial-tech-upgrade': {
    item: 'tech-upgrade',
    itemTitle: '技术改造投资',
    items: [{ id: 'equipment', title: '按生产性设备投资补助', clause: '第九条', amount: { kind: 'rate', metric: 'techUpgradeInvestmentY1', rate: 0.1 }, cap: 500 }],
    group: SAME_UPGRADE_PROJECT,
  },
  'hz-sme-digital-transformation': {
    item: 'digital-transformation',
    itemTitle: '数字化改造投入',
    items: [{ id: 'investment', title: '按数字化改造软硬件投入补助', clause: '第十五条', amount: { kind: 'rate', metric: 'digitalInvestmentY1', rate: 0.15 }, cap: 50 }],
    group: SAME_UPGRADE_PROJECT,
  },
  'hz-tech-sme-loan-interest': {
    item: 'loan-interest',
    itemTitle: '科技贷款利息',
    items: [{ id: 'interest', title: '按实际支付利息贴息', clause: '第五条', amount: { kind: 'rate', metric: 'bankLoanInterestY1', rate: 0.5 }, cap: 20 }],
    group: SCIENCE_PROJECT_CAP,
  },
};
