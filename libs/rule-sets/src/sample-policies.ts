import { QUALIFICATION_CATEGORY } from '@smes/eligibility';
import type { Condition, RuleBasis, RuleSet, RuleSetSource } from '@smes/eligibility';
import { SCHEME_FUNDING } from './funding';
import { INNOVATIVE_SME_RULESET } from './innovative-sme';
import { TECH_SME_RULESET } from './tech-sme';

/**
 * Typical national, Zhejiang and Hangzhou policy rule sets for the stand-in server's seed. The two
 * national qualification schemes follow their published standards; the provincial and municipal
 * sources are representative of such documents and are demo data, not citations to rely on.
 */
export type SamplePolicy = {
  ruleSet: RuleSet;
  category: string;
  /** 最高扶持金额, 万元; null for qualifications. */
  supportAmount: number | null;
};

const ZHEJIANG = '330000';
const HANGZHOU = '330100';

function inProvince(basis: RuleBasis): Condition {
  return {
    id: 'in-zhejiang',
    title: '注册地在浙江省',
    kind: 'hard',
    metric: 'provinceCode',
    op: '==',
    value: ZHEJIANG,
    standardText: '在浙江省内注册登记、具有独立法人资格的企业',
    evidence: '营业执照',
    basis,
  };
}

function inHangzhou(basis: RuleBasis): Condition {
  return {
    id: 'in-hangzhou',
    title: '注册地在杭州市',
    kind: 'hard',
    metric: 'cityCode',
    op: '==',
    value: HANGZHOU,
    standardText: '在杭州市行政区域内注册登记、具有独立法人资格的企业',
    evidence: '营业执照',
    basis,
  };
}

function noIncident(basis: RuleBasis, kind: Condition['kind'] = 'hard'): Condition {
  return {
    id: 'no-major-incident',
    serviceNeeds: ['信用修复', '安全生产合规'],
    title: '近一年无重大安全、质量事故或严重环境违法行为',
    kind,
    metric: 'majorIncidentLastYear',
    op: 'falsy',
    standardText: '近一年内未发生重大安全、重大质量事故或严重环境违法行为',
    evidence: '企业信用承诺书',
    basis,
    advice: '发生事故或违法行为满一年后再申报',
  };
}

function ruleSet(
  id: string,
  name: string,
  effectiveFrom: string,
  source: RuleSetSource,
  conditions: Condition[],
  scoring?: RuleSet['scoring'],
): RuleSet {
  const base: RuleSet = { id, version: effectiveFrom.slice(0, 4), name, effectiveFrom, source, conditions };
  return scoring ? { ...base, scoring } : base;
}

/** The scheme confers the qualification its ledger field records, so a holder is not offered it again. */
const TECH_SME: SamplePolicy = { category: QUALIFICATION_CATEGORY, supportAmount: null, ruleSet: TECH_SME_RULESET };

const INNOVATIVE_SME: SamplePolicy = { category: QUALIFICATION_CATEGORY, supportAmount: null, ruleSet: INNOVATIVE_SME_RULESET };

const HZ_RD_SOURCE: RuleSetSource = {
  title: '《杭州市企业研发投入补助实施细则》',
  docNo: '杭科高〔2023〕18号',
  issuer: '杭州市科学技术局 杭州市财政局',
};
const hzRd = (clause: string): RuleBasis => ({ title: HZ_RD_SOURCE.title, clause });

const RD_SUBSIDY: SamplePolicy = {
  category: '研发创新',
  supportAmount: 200,
  ruleSet: ruleSet('hz-rd-expense-subsidy', '杭州市企业研发费用投入补助', '2023-03-01', HZ_RD_SOURCE, [
    inHangzhou(hzRd('第二条')),
    {
      id: 'rd-expense-min',
      serviceNeeds: ['研发费用专项审计'],
      title: '上年度研发费用不低于 50 万元',
      kind: 'hard',
      metric: 'rdExpenseY1',
      op: '>=',
      value: 50,
      standardText: '上年度研发费用总额不低于 50 万元',
      evidence: '上年度企业所得税年度纳税申报表（研发费用加计扣除优惠明细表）',
      basis: hzRd('第三条（一）'),
    },
    {
      id: 'rd-accounting',
      serviceNeeds: ['研发费用归集辅导', '研发费用专项审计'],
      title: '已建立研发费用辅助账',
      kind: 'hard',
      metric: 'hasRdAccounting',
      op: 'truthy',
      standardText: '按规定设置研发费用辅助账，研发费用单独核算',
      evidence: '研发费用辅助账及汇总表',
      basis: hzRd('第三条（二）'),
      advice: '按财税口径建立研发费用辅助账',
    },
    {
      id: 'rd-intensity',
      serviceNeeds: ['研发费用归集辅导'],
      title: '研发投入强度不低于 3%',
      kind: 'soft',
      metric: 'rdExpenseRatioY1',
      op: '>=',
      value: 3,
      standardText: '上年度研发费用占营业收入比例不低于 3% 的优先支持',
      evidence: '上年度财务审计报告',
      basis: hzRd('第四条'),
    },
    noIncident(hzRd('第三条（四）')),
  ]),
};

const ZJ_SPECIALIZED_SOURCE: RuleSetSource = {
  title: '《浙江省促进中小企业专精特新发展若干措施》',
  docNo: '浙经信企业〔2023〕45号',
  issuer: '浙江省经济和信息化厅',
};

const SPECIALIZED_AWARD: SamplePolicy = {
  category: '奖励扶持',
  supportAmount: 30,
  ruleSet: ruleSet('zj-specialized-award', '专精特新中小企业认定奖励', '2023-06-01', ZJ_SPECIALIZED_SOURCE, [
    inProvince({ title: ZJ_SPECIALIZED_SOURCE.title, clause: '第三条' }),
    {
      id: 'holds-specialized',
      serviceNeeds: ['专精特新申报辅导'],
      title: '已认定为专精特新中小企业',
      kind: 'hard',
      metric: 'qualSpecializedValid',
      op: 'truthy',
      standardText: '在有效期内的省级专精特新中小企业',
      evidence: '专精特新中小企业认定公告或证书',
      basis: { title: ZJ_SPECIALIZED_SOURCE.title, clause: '第三条（一）' },
      advice: '先申报专精特新中小企业认定',
    },
    {
      id: 'revenue-growth',
      title: '营业收入保持增长',
      kind: 'soft',
      metric: 'revenueGrowth2y',
      op: '>',
      value: 0,
      standardText: '近两年营业收入保持增长的优先支持',
      evidence: '近三年财务报表',
      basis: { title: ZJ_SPECIALIZED_SOURCE.title, clause: '第三条（二）' },
    },
    noIncident({ title: ZJ_SPECIALIZED_SOURCE.title, clause: '第五条' }),
  ]),
};

const HZ_INDUSTRY_SOURCE: RuleSetSource = {
  title: '《杭州市推进制造业高质量发展若干政策》',
  docNo: '杭政办函〔2023〕22号',
  issuer: '杭州市人民政府办公厅',
};
const hzIndustry = (clause: string): RuleBasis => ({ title: HZ_INDUSTRY_SOURCE.title, clause });

const LITTLE_GIANT_AWARD: SamplePolicy = {
  category: '奖励扶持',
  supportAmount: 100,
  ruleSet: ruleSet('hz-little-giant-award', '国家级专精特新“小巨人”企业奖励', '2023-04-01', HZ_INDUSTRY_SOURCE, [
    inHangzhou(hzIndustry('第十二条')),
    {
      id: 'holds-little-giant',
      title: '已认定为国家级专精特新“小巨人”企业',
      kind: 'hard',
      metric: 'qualLittleGiantValid',
      op: 'truthy',
      standardText: '经工业和信息化部认定的专精特新“小巨人”企业',
      evidence: '工业和信息化部“小巨人”企业公示名单',
      basis: hzIndustry('第十二条'),
      advice: '先取得专精特新中小企业认定，再申报“小巨人”',
    },
  ]),
};

const HZ_SCIENCE_SOURCE: RuleSetSource = {
  title: '《杭州市关于推动高新技术企业高质量发展的若干措施》',
  docNo: '杭科高〔2024〕6号',
  issuer: '杭州市科学技术局',
};
const hzScience = (clause: string): RuleBasis => ({ title: HZ_SCIENCE_SOURCE.title, clause });

const HIGH_TECH_FIRST_AWARD: SamplePolicy = {
  category: '奖励扶持',
  supportAmount: 20,
  ruleSet: ruleSet('hz-high-tech-first-award', '首次认定高新技术企业奖励', '2024-03-01', HZ_SCIENCE_SOURCE, [
    inHangzhou(hzScience('第二条')),
    {
      id: 'high-tech-recent',
      serviceNeeds: ['高企认定辅导'],
      title: '2024 年以来首次通过高新技术企业认定',
      kind: 'hard',
      metric: 'qualHighTech',
      op: '>=',
      value: '2024-01-01',
      standardText: '2024 年 1 月 1 日以后首次通过高新技术企业认定',
      evidence: '高新技术企业证书',
      basis: hzScience('第二条（一）'),
      advice: '对照高新技术企业认定条件做自评后申报认定',
    },
    noIncident(hzScience('第二条（三）')),
  ]),
};

const HIGH_TECH_CULTIVATION: SamplePolicy = {
  category: QUALIFICATION_CATEGORY,
  supportAmount: null,
  ruleSet: ruleSet('zj-high-tech-cultivation', '高新技术企业培育库入库', '2023-05-01', {
    title: '《浙江省高新技术企业培育管理办法》',
    docNo: '浙科发高〔2023〕30号',
    issuer: '浙江省科学技术厅',
  }, [
    inProvince({ title: '《浙江省高新技术企业培育管理办法》', clause: '第六条' }),
    {
      id: 'not-yet-high-tech',
      title: '尚未认定为高新技术企业',
      kind: 'hard',
      metric: 'qualHighTechValid',
      op: 'falsy',
      standardText: '尚未被认定为高新技术企业',
      evidence: '企业承诺书',
      basis: { title: '《浙江省高新技术企业培育管理办法》', clause: '第六条（一）' },
    },
    {
      id: 'owns-core-ip',
      serviceNeeds: ['专利申请代理'],
      title: '拥有核心知识产权',
      kind: 'hard',
      metric: 'coreIpCount',
      op: '>=',
      value: 1,
      standardText: '拥有与主要产品（服务）相关的专利或软件著作权',
      evidence: '知识产权证书',
      basis: { title: '《浙江省高新技术企业培育管理办法》', clause: '第六条（二）' },
    },
    {
      id: 'rd-staff',
      serviceNeeds: ['研发人员认定咨询'],
      title: '科技人员占比不低于 10%',
      kind: 'soft',
      metric: 'rdStaffRatio',
      op: '>=',
      value: 10,
      standardText: '科技人员占职工总数比例不低于 10%',
      evidence: '科技人员名单',
      basis: { title: '《浙江省高新技术企业培育管理办法》', clause: '第六条（三）' },
    },
    {
      id: 'rd-ratio',
      serviceNeeds: ['研发费用归集辅导'],
      title: '近三年研发费用占比不低于 3%',
      kind: 'soft',
      metric: 'rdExpenseRatio3y',
      op: '>=',
      value: 3,
      standardText: '近三年研发费用占营业收入比例不低于 3%',
      evidence: '近三年财务报表',
      basis: { title: '《浙江省高新技术企业培育管理办法》', clause: '第六条（四）' },
    },
  ]),
};

const ZJ_PATENT_SOURCE: RuleSetSource = {
  title: '《浙江省专利资助管理办法》',
  docNo: '浙市监知〔2022〕9号',
  issuer: '浙江省市场监督管理局（知识产权局）',
};

const PATENT_SUBSIDY: SamplePolicy = {
  category: '知识产权',
  supportAmount: 5,
  ruleSet: ruleSet('zj-invention-patent-subsidy', '发明专利授权资助', '2022-07-01', ZJ_PATENT_SOURCE, [
    inProvince({ title: ZJ_PATENT_SOURCE.title, clause: '第四条' }),
    {
      id: 'has-invention-patent',
      serviceNeeds: ['专利申请代理'],
      title: '拥有授权发明专利',
      kind: 'hard',
      metric: 'inventionPatents',
      op: '>=',
      value: 1,
      standardText: '上年度获得国内发明专利授权',
      evidence: '发明专利证书及缴费凭证',
      basis: { title: ZJ_PATENT_SOURCE.title, clause: '第五条（一）' },
      advice: '围绕核心技术布局发明专利申请',
    },
    {
      id: 'has-class1',
      title: '拥有Ⅰ类知识产权',
      kind: 'soft',
      metric: 'ipClass1',
      op: '>=',
      value: 1,
      standardText: '拥有Ⅰ类知识产权的企业优先',
      evidence: '知识产权证书',
      basis: { title: ZJ_PATENT_SOURCE.title, clause: '第六条' },
    },
  ]),
};

const ZJ_UPGRADE_SOURCE: RuleSetSource = {
  title: '《浙江省工业企业技术改造专项资金管理办法》',
  docNo: '浙财企〔2023〕15号',
  issuer: '浙江省财政厅 浙江省经济和信息化厅',
};
const zjUpgrade = (clause: string): RuleBasis => ({ title: ZJ_UPGRADE_SOURCE.title, clause });

const TECH_UPGRADE: SamplePolicy = {
  category: '技术改造',
  supportAmount: 500,
  ruleSet: ruleSet('zj-industrial-tech-upgrade', '规上工业企业技术改造补助', '2023-01-01', ZJ_UPGRADE_SOURCE, [
    inProvince(zjUpgrade('第八条')),
    {
      id: 'manufacturing',
      title: '属于制造业',
      kind: 'hard',
      metric: 'industry',
      op: '==',
      value: 'C',
      standardText: '所属行业为制造业（国民经济行业门类 C）',
      evidence: '营业执照及统计登记信息',
      basis: zjUpgrade('第八条（一）'),
    },
    {
      id: 'above-scale',
      title: '规模以上工业企业',
      kind: 'hard',
      metric: 'revenueY1',
      op: '>=',
      value: 2000,
      standardText: '上年度主营业务收入 2000 万元及以上的规模以上工业企业',
      evidence: '上年度统计报表（规上工业企业名录）',
      basis: zjUpgrade('第八条（二）'),
      advice: '营业收入达到 2000 万元后纳入规上统计再申报',
    },
    {
      id: 'debt-ratio',
      title: '资产负债率不高于 70%',
      kind: 'soft',
      metric: 'debtRatioY1',
      op: '<=',
      value: 70,
      standardText: '上年末资产负债率不高于 70% 的优先支持',
      evidence: '上年度财务审计报告',
      basis: zjUpgrade('第九条'),
    },
    noIncident(zjUpgrade('第八条（四）')),
    {
      id: 'upgrade-project',
      title: '上年度完成技术改造项目',
      kind: 'hard',
      decidedBy: 'evidence',
      refutedBy: { metric: 'techUpgradeInvestmentY1', op: '>', value: 0 },
      reason: '项目备案、竣工验收和设备发票不在企业档案中',
      standardText: '上年度已竣工投产、完成备案的技术改造项目',
      evidence: '项目备案通知书、竣工验收报告及设备购置发票',
      basis: zjUpgrade('第八条（三）'),
    },
  ]),
};

const DIGITAL_TRANSFORMATION: SamplePolicy = {
  category: '数字化转型',
  supportAmount: 50,
  ruleSet: ruleSet('hz-sme-digital-transformation', '中小企业数字化改造补助', '2024-01-01', HZ_INDUSTRY_SOURCE, [
    inHangzhou(hzIndustry('第十五条')),
    {
      id: 'is-sme',
      title: '属于中小企业',
      kind: 'hard',
      metric: 'employeesTotal',
      op: '<',
      value: 1000,
      standardText: '符合《中小企业划型标准规定》的工业中小企业（从业人员 1000 人以下）',
      evidence: '社保缴纳名册',
      basis: hzIndustry('第十五条（一）'),
    },
    {
      id: 'manufacturing',
      title: '属于制造业',
      kind: 'hard',
      metric: 'industry',
      op: '==',
      value: 'C',
      standardText: '所属行业为制造业',
      evidence: '营业执照',
      basis: hzIndustry('第十五条（一）'),
    },
    {
      id: 'digital-level',
      title: '数字化水平达到二级以上',
      kind: 'soft',
      metric: 'digitalLevel',
      op: 'in',
      value: ['level2', 'level3', 'level4'],
      standardText: '改造后中小企业数字化水平评测达到二级以上',
      evidence: '中小企业数字化水平评测报告',
      basis: hzIndustry('第十五条（二）'),
      advice: '开展数字化水平评测并实施数字化改造',
    },
    {
      id: 'digital-project',
      title: '上年度完成数字化改造项目',
      kind: 'hard',
      decidedBy: 'evidence',
      refutedBy: { metric: 'digitalInvestmentY1', op: '>', value: 0 },
      reason: '改造合同、验收报告和投入发票不在企业档案中',
      standardText: '上年度已完成并投入使用的数字化改造项目',
      evidence: '数字化改造合同、验收报告及软硬件投入发票',
      basis: hzIndustry('第十五条（三）'),
    },
  ]),
};

const RD_INSTITUTION_AWARD: SamplePolicy = {
  category: '研发创新',
  supportAmount: 50,
  ruleSet: ruleSet('zj-rd-institution-award', '省级以上企业研发机构奖励', '2023-02-01', {
    title: '《浙江省企业研发机构建设管理办法》',
    docNo: '浙科发高〔2022〕41号',
    issuer: '浙江省科学技术厅',
  }, [
    inProvince({ title: '《浙江省企业研发机构建设管理办法》', clause: '第三条' }),
    {
      id: 'institution-level',
      title: '建有省级以上研发机构',
      kind: 'hard',
      metric: 'rdInstitutionLevel',
      op: 'in',
      value: ['provincial', 'national'],
      standardText: '新认定的省级企业研究开发中心、省重点企业研究院或国家级研发机构',
      evidence: '研发机构认定文件',
      basis: { title: '《浙江省企业研发机构建设管理办法》', clause: '第十八条' },
      advice: '先建设市级研发机构，再申报省级认定',
    },
  ]),
};

const UNIVERSITY_COOP: SamplePolicy = {
  category: '研发创新',
  supportAmount: 30,
  ruleSet: ruleSet('hz-industry-university-coop', '产学研合作项目资助', '2024-02-01', HZ_SCIENCE_SOURCE, [
    {
      id: 'in-districts',
      title: '注册地在西湖区、滨江区或余杭区',
      kind: 'hard',
      metric: 'districtCode',
      op: 'in',
      value: ['330106', '330108', '330110'],
      standardText: '在杭州市西湖区、滨江区、余杭区注册登记的企业',
      evidence: '营业执照',
      basis: hzScience('第六条'),
    },
    {
      id: 'has-coop',
      title: '已开展产学研合作',
      kind: 'hard',
      metric: 'hasIndustryUniversityCoop',
      op: 'truthy',
      standardText: '与高校、科研院所签订技术开发合同并实际履行',
      evidence: '技术开发（合作）合同及技术合同登记证明',
      basis: hzScience('第六条（一）'),
      advice: '与高校院所签订技术开发合同并进行技术合同登记',
    },
    {
      id: 'rd-staff',
      serviceNeeds: ['研发人员认定咨询'],
      title: '科技人员占比不低于 10%',
      kind: 'soft',
      metric: 'rdStaffRatio',
      op: '>=',
      value: 10,
      standardText: '科技人员占职工总数比例不低于 10% 的优先支持',
      evidence: '科技人员名单',
      basis: hzScience('第六条（二）'),
    },
  ]),
};

const TECH_LOAN_INTEREST: SamplePolicy = {
  category: '金融支持',
  supportAmount: 20,
  ruleSet: ruleSet('hz-tech-sme-loan-interest', '科技型中小企业贷款贴息', '2024-01-01', {
    title: '《杭州市科技型中小企业贷款贴息管理办法》',
    docNo: '杭科金〔2023〕9号',
    issuer: '杭州市科学技术局 杭州市财政局',
  }, [
    inHangzhou({ title: '《杭州市科技型中小企业贷款贴息管理办法》', clause: '第四条' }),
    {
      id: 'holds-tech-sme',
      title: '已入库科技型中小企业',
      kind: 'hard',
      metric: 'qualTechSmeValid',
      op: 'truthy',
      standardText: '当年已取得科技型中小企业入库登记编号',
      evidence: '科技型中小企业入库登记编号',
      basis: { title: '《杭州市科技型中小企业贷款贴息管理办法》', clause: '第四条（一）' },
      advice: '先完成科技型中小企业评价入库',
    },
    {
      id: 'has-loan',
      title: '上年度有按期付息的银行贷款',
      kind: 'hard',
      decidedBy: 'evidence',
      refutedBy: { metric: 'bankLoanInterestY1', op: '>', value: 0 },
      reason: '贷款合同和付息凭证不在企业档案中',
      standardText: '上年度在合作银行获得贷款并按合同约定按期付息',
      evidence: '借款合同及付息凭证',
      basis: { title: '《杭州市科技型中小企业贷款贴息管理办法》', clause: '第四条（二）' },
    },
    {
      id: 'debt-ratio',
      title: '资产负债率不高于 70%',
      kind: 'soft',
      metric: 'debtRatioY1',
      op: '<=',
      value: 70,
      standardText: '上年末资产负债率不高于 70%',
      evidence: '上年度财务报表',
      basis: { title: '《杭州市科技型中小企业贷款贴息管理办法》', clause: '第四条（三）' },
    },
  ]),
};

/** A scheme with its funding data (funding.ts) on the rule set, where it has money. */
function funded(policy: SamplePolicy): SamplePolicy {
  const funding = SCHEME_FUNDING[policy.ruleSet.id];
  return funding ? { ...policy, ruleSet: { ...policy.ruleSet, funding } } : policy;
}

export const SAMPLE_POLICIES: readonly SamplePolicy[] = [
  TECH_SME,
  INNOVATIVE_SME,
  HIGH_TECH_CULTIVATION,
  RD_SUBSIDY,
  RD_INSTITUTION_AWARD,
  UNIVERSITY_COOP,
  SPECIALIZED_AWARD,
  LITTLE_GIANT_AWARD,
  HIGH_TECH_FIRST_AWARD,
  PATENT_SUBSIDY,
  TECH_UPGRADE,
  DIGITAL_TRANSFORMATION,
  TECH_LOAN_INTEREST,
].map(funded);

export const SAMPLE_POLICY_RULESETS: readonly RuleSet[] = SAMPLE_POLICIES.map((policy) => policy.ruleSet);
