import { HIGH_TECH_RULESET, SPECIALIZED_RULESET } from '@smes/rule-sets';
import { bookTitle, conditionChecks } from '@smes/eligibility';
import type { Condition, ConditionCheck, FundingItem, LedgerCondition, MetricKey, RuleBasis, RuleSet, RuleSetFunding, RuleSetScoring } from '@smes/eligibility';
import type { Db } from '../db/database';
import type { PolicyBasis } from '../domain/declarations';
import type { PolicyRow } from '../domain/policies';
import { listMaterials } from '../domain/declarations';
import { deskWritten } from '../domain/policy-desk-read';
import { findRegion } from '../domain/regions';
import { regionCondition, seedRuleSetVersion } from '../domain/policy-rule-sets';
import type { RegionPlacement } from '../domain/policy-rule-sets';
import { OFFICIAL_SCHEMES, SEED_RULE_SCHEMES, adaptRuleSet, scoringFor } from './rule-set-schemes';
import { COMMON_MATERIALS, DECLARATION_TOPICS } from './declaration-topics';
import type { SeedModule } from './seed-module';
import { POLICY_TOPICS } from './policy-topics';
import type { Rng } from './prng';
import { REGIONS_BY_LEVEL } from './regions';
import { hasTopicBuilder, ruleSetFromText } from './topic-rule-sets';
import type { PortalSchemas } from '@smes/contract-types';

/** Share of the money and qualification policies that carry a rule set (and so can be matched). */
export const MATCHABLE_SHARE = 0.4;

const SAMPLES = SEED_RULE_SCHEMES;

/** Policy topic (seed/policy-topics.ts key) → the sample rule set it follows. */
const POLICY_TOPIC_RULES: Record<string, string> = {
  specialized: 'zj-specialized-award',
  digital: 'hz-sme-digital-transformation',
  'industry-fund': 'zj-industrial-tech-upgrade',
  'rd-subsidy': 'hz-rd-expense-subsidy',
  'rd-institution': 'zj-rd-institution-award',
  'high-tech-reward': 'hz-high-tech-first-award',
  'patent-funding': 'zj-invention-patent-subsidy',
  'ip-city': 'zj-invention-patent-subsidy',
  'tech-finance': 'hz-tech-sme-loan-interest',
  voucher: 'hz-industry-university-coop',
  'sme-fund': 'hz-little-giant-award',
  'specialized-notice': 'hz-little-giant-award',
  'high-tech-identification': 'high-tech-enterprise',
  // The national 梯度培育 text states the 专精特新 criteria at length (创新型 is scored, 小巨人 built on 专精特新).
  gradient: 'specialized-sme',
  'specialized-identification': 'specialized-sme',
  'tech-sme': 'tech-sme-evaluation',
};

/** Declaration topic title → the sample rule set its policy follows. */
const DECLARATION_TOPIC_RULES: Record<string, string> = {
  专精特新中小企业奖励资金申报: 'zj-specialized-award',
  企业研发费用补助: 'hz-rd-expense-subsidy',
  数字化改造项目补助: 'hz-sme-digital-transformation',
  工业企业技术改造项目补助: 'zj-industrial-tech-upgrade',
  中小企业数字化转型城市试点项目: 'hz-sme-digital-transformation',
  科技型中小企业贷款贴息: 'hz-tech-sme-loan-interest',
  高价值专利培育项目: 'zj-invention-patent-subsidy',
  高新技术企业认定: 'high-tech-enterprise',
  科技型中小企业评价: 'tech-sme-evaluation',
  创新型中小企业评价: 'innovative-sme',
  专精特新中小企业认定: 'specialized-sme',
  企业技术中心认定: 'zj-rd-institution-award',
};

/** A sample rule set adapted to one policy: its own id, region, source and amounts. */
export function ruleSetForPolicy(sample: RuleSet, policy: PolicyRow): RuleSet {
  return adaptRuleSet(sample, {
    key: `policy-${policy.id}`,
    title: policy.title,
    docNo: policy.doc_no,
    issuer: policy.issuer,
    level: policy.level,
    regionCode: policy.region_code,
    regionName: policy.region_name,
    effectiveDate: policy.effective_date,
  });
}

/**
 * The funded scheme of each generated topic read from its text: documents of one scheme at several levels count
 * once in the estimate (the best), as ADR 15 decided.
 */
const TOPIC_SCHEMES: Readonly<Record<string, { item: string; itemTitle: string }>> = {
  specialized: { item: 'specialized-measures', itemTitle: '专精特新发展措施' },
  digital: { item: 'digital-transformation', itemTitle: '数字化改造补助' },
  'industry-fund': { item: 'industry-fund', itemTitle: '工业和信息化专项资金' },
  'rd-subsidy': { item: 'rd-investment', itemTitle: '研发投入后补助' },
  'rd-institution': { item: 'rd-institution', itemTitle: '研发机构奖励' },
  'high-tech-reward': { item: 'high-tech-award', itemTitle: '高新技术企业认定奖励' },
  'patent-funding': { item: 'patent-grants', itemTitle: '专利授权资助' },
  'ip-city': { item: 'patent-grants', itemTitle: '专利授权资助' },
  'tech-finance': { item: 'loan-interest', itemTitle: '科技贷款贴息' },
  voucher: { item: 'innovation-voucher', itemTitle: '科技创新券' },
  'sme-fund': { item: 'little-giant-fund', itemTitle: '“小巨人”企业奖补' },
  'specialized-notice': { item: 'little-giant-fund', itemTitle: '“小巨人”企业奖补' },
};

/** A generated policy's rule set read from its own text, when its topic has a reader. */
function ruleSetFromPolicyText(policy: PolicyRow): RuleSet | undefined {
  const topic = POLICY_TOPICS.find((item) => policy.title.includes(item.title));
  const scheme = topic ? TOPIC_SCHEMES[topic.key] : undefined;
  return topic && scheme && hasTopicBuilder(topic.key) ? ruleSetFromText(topic.key, policy, scheme) : undefined;
}

function sampleForPolicy(policy: PolicyRow): RuleSet | undefined {
  const declaration = DECLARATION_TOPICS.find((topic) => policy.title.endsWith(topic.policy));
  const declarationRule = declaration ? DECLARATION_TOPIC_RULES[declaration.title] : undefined;
  if (declarationRule) return SAMPLES.get(declarationRule);
  const topic = POLICY_TOPICS.find((item) => policy.title.includes(item.title));
  const rule = topic ? POLICY_TOPIC_RULES[topic.key] : undefined;
  return rule ? SAMPLES.get(rule) : undefined;
}

/**
 * Policy rule sets, each stored as its policy's 第 1 版 (ADR 76), for the policies from `fromId` on (all by default; a later seed module passes its own
 * first id). A policy that a declaration project rests on takes that project's rule set, so the match
 * report, what-if and export show the very conditions the project lists (one rule set, every screen);
 * the national qualification schemes keep their official rule sets.
 */
export async function seedPolicyRules(db: Db, rng: Rng, projectRules: ReadonlyMap<number, RuleSet>, fromId = 1): Promise<void> {
  const desk = await deskWritten(db);
  // A policy published at the desk keeps the rules its operator wrote, chose or took away.
  const policies = ((await db.all('SELECT * FROM policies WHERE id >= ? ORDER BY id', fromId)) as PolicyRow[]).filter((policy) => !desk.policies.has(policy.id));
  const eligible = policies.filter((policy) => policy.support_amount !== null || policy.category === '资质认定');
  const mapped = eligible.map((policy) => ({ policy, sample: sampleForPolicy(policy) })).filter((item) => item.sample !== undefined);
  const share = Math.min(1, (MATCHABLE_SHARE * eligible.length) / Math.max(1, mapped.length));
  // One rule set per scheme and place: a revision or a 印发 notice of the same document is not a second chance.
  const placed = new Set<string>();
  for (const { policy, sample } of mapped) {
    if (!sample || policy.validity !== 'valid') continue;
    const key = `${sample.id}|${policy.region_code}`;
    if (placed.has(key)) continue;
    // The national qualification schemes are what every enterprise is measured against: always matchable.
    const always = policy.level === 'national' && OFFICIAL_SCHEMES.has(sample.id);
    if (!always && !rng.chance(share)) continue;
    placed.add(key);
    const official = OFFICIAL_SCHEMES.has(sample.id);
    const project = official ? undefined : projectRules.get(policy.id);
    const own = official || project ? undefined : ruleSetFromPolicyText(policy);
    // The policy's 第 1 版, by the seed: a later version (the desk's) is never overwritten.
    await seedRuleSetVersion(db, policy.id, project ?? own ?? ruleSetForPolicy(sample, policy), policy.created_at);
  }
}

type RuleDraft = Omit<LedgerCondition, 'id' | 'title' | 'kind' | 'basis' | 'standardText'> & { standardText?: string };

function borrow(ruleSet: RuleSet, id: string): RuleDraft {
  const condition = ruleSet.conditions.find((item) => item.id === id);
  if (!condition || condition.decidedBy === 'evidence' || condition.decidedBy === 'score') throw new Error(`${ruleSet.id} has no ledger condition ${id}`);
  const { id: _id, title: _title, kind: _kind, basis: _basis, ...rest } = condition;
  return rest;
}

const d = (metric: MetricKey, op: LedgerCondition['op'], value: LedgerCondition['value'], evidence: string): RuleDraft =>
  value === undefined ? { metric, op, evidence } : { metric, op, value, evidence };

/**
 * Each displayed project condition the ledger can decide, keyed by its detail text; several drafts are
 * checks of one condition that must all hold. Conditions about the project itself (备案, 投资额, 合同) are
 * decided by their evidence (PROJECT_EVIDENCE).
 */
const PROJECT_RULES: Record<string, RuleDraft[]> = {
  '申报截止日前已被认定为省级专精特新中小企业且在有效期内': [d('qualSpecializedValid', 'truthy', undefined, '专精特新中小企业认定文件')],
  '主营业务收入占营业收入比重不低于 70%': [d('mainBusinessShareY1', '>=', 70, '上年度财务审计报告')],
  '上年度研发费用占营业收入比重不低于 3%': [d('rdExpenseRatioY1', '>=', 3, '研发费用辅助账及上年度财务审计报告')],
  '有效期内的高新技术企业、科技型中小企业优先支持': [{ ...d('qualHighTechValid', 'truthy', undefined, '高新技术企业证书或科技型中小企业入库登记编号'), anyOf: [{ metric: 'qualTechSmeValid', op: 'truthy' }] }],
  '企业主营业务属于本次试点确定的重点细分行业': [d('industry', 'in', ['C'], '营业执照及主营产品说明')],
  '改造后数字化水平达到二级及以上': [d('digitalLevel', 'in', ['level2', 'level3', 'level4'], '中小企业数字化水平评测报告')],
  '拥有境外注册商标的自主品牌企业优先': [d('trademarks', '>=', 1, '商标注册证')],
  '已通过当年度科技型中小企业评价并取得入库登记编号': [d('qualTechSmeValid', 'truthy', undefined, '科技型中小企业入库登记编号')],
  '项目属于研发设计、检验检测、供应链管理等重点领域': [d('industry', 'in', ['F', 'G', 'I', 'L', 'M'], '营业执照及项目说明')],
  '拥有有效发明专利 10 件以上': [d('inventionPatents', '>=', 10, '发明专利证书')],
  '企业申请认定时须注册成立一年以上': [borrow(HIGH_TECH_RULESET, 'ht-registered')],
  '通过自主研发、受让等方式获得对主要产品在技术上发挥核心支持作用的知识产权所有权': [borrow(HIGH_TECH_RULESET, 'ht-core-ip')],
  '从事研发和相关技术创新活动的科技人员占企业当年职工总数的比例不低于 10%': [borrow(HIGH_TECH_RULESET, 'ht-rd-staff')],
  '近三个会计年度研究开发费用总额占同期销售收入总额的比例符合规定要求': [borrow(HIGH_TECH_RULESET, 'ht-rd-expense')],
  '近一年高新技术产品（服务）收入占企业同期总收入的比例不低于 60%': [borrow(HIGH_TECH_RULESET, 'ht-high-tech-revenue')],
  '职工总数不超过 500 人、年销售收入不超过 2 亿元、资产总额不超过 2 亿元': [
    d('employeesTotal', '<=', 500, '社保缴纳名册'),
    d('revenueY1', '<=', 20000, '上年度财务报表'),
    d('totalAssetsY1', '<=', 20000, '上年度财务报表'),
  ],
  '符合《中小企业划型标准规定》的中小企业': [d('isSme', 'truthy', undefined, '营业执照、上年度财务报表及社保缴纳名册')],
  '从事特定细分市场时间达到 2 年以上': [borrow(SPECIALIZED_RULESET, 'sp-niche-years')],
  '上年度研发费用总额不低于 100 万元，且占营业收入总额比重不低于 3%': [
    borrow(SPECIALIZED_RULESET, 'sp-rd-expense'),
    borrow(SPECIALIZED_RULESET, 'sp-rd-ratio'),
  ],
  '上年度营业收入总额在 1000 万元以上，或近 2 年新增股权融资总额达到 2000 万元以上': [borrow(SPECIALIZED_RULESET, 'sp-scale')],
  '拥有有效发明专利 5 件以上': [d('inventionPatents', '>=', 5, '发明专利证书')],
  '有效期内的省级专精特新中小企业': [d('qualSpecializedValid', 'truthy', undefined, '专精特新中小企业认定文件')],
  '建有省级以上研发机构': [d('rdInstitutionLevel', 'in', ['provincial', 'national'], '研发机构认定文件')],
  '从事相关领域 10 年以上': [d('nicheYears', '>=', 10, '企业发展历程说明')],
  '近三年营业收入年均增长 10% 以上': [d('revenueGrowth2y', '>=', 10, '近三年财务审计报告')],
  '上年度营业收入 50 亿元以上': [d('revenueY1', '>=', 500_000, '上年度财务审计报告')],
  '上年度研究与试验发展经费支出不低于 1000 万元': [d('rdExpenseY1', '>=', 1000, '研发费用专项审计报告')],
  '专职研究与试验发展人员不少于 50 人': [d('rdStaff', '>=', 50, '研发人员名单及社保缴纳证明')],
  '与高校、科研院所建立稳定合作关系': [d('hasIndustryUniversityCoop', 'truthy', undefined, '产学研合作协议')],
  '从事中小企业服务 2 年以上': [d('yearsSinceRegistration', '>=', 2, '营业执照')],
  '近两年设计成果产业化项目 5 项以上': [d('techAchievementsConverted2y', '>=', 5, '成果转化证明材料')],
  '研发费用占营业收入比重不低于 3%': [d('rdExpenseRatioY1', '>=', 3, '研发费用辅助账')],
  '企业组织职工参加培训并取得职业技能等级证书': [d('hasTalentTraining', 'truthy', undefined, '职工培训记录及证书')],
  '上年度研发费用较前一年度实现正增长': [d('rdExpenseChangeY1', '>', 0, '近两年研发费用专项审计报告')],
  '上年度已享受研发费用税前加计扣除政策': [d('rdSuperDeductionY1', '>', 0, '企业所得税年度纳税申报表（A107012）')],
  // 信用状况良好 covers three years and the 严重失信 list: the ledger records incidents year by year and the list.
  '近三年未发生重大安全生产、质量和环境污染事故，未被列入严重失信主体名单': [
    d('majorIncident3y', 'falsy', undefined, '信用承诺书、信用中国信用记录'),
    d('seriousDishonestyListed', 'falsy', undefined, '信用中国信用记录'),
  ],
  '近三年未发生重大质量、安全、环境事故': [d('majorIncident3y', 'falsy', undefined, '信用承诺书、信用中国信用记录')],
};

/**
 * The material that decides each displayed condition the ledger cannot (the project itself, the market,
 * a certificate the ledger does not record): such a condition is 待核验 against it, never left out.
 */
export const PROJECT_EVIDENCE: Readonly<Record<string, string>> = {
  '项目于申报年度前已完成建设并投入使用': '项目竣工验收报告',
  '项目数字化软硬件投入不低于 200 万元': '项目投资专项审计报告',
  '项目具有行业示范和推广价值': '项目实施成效说明',
  '项目已在投资项目在线审批监管平台完成备案': '项目备案通知书',
  '项目生产性设备投资不低于 500 万元': '设备购置清单及发票',
  '上年度亩均效益综合评价为 A 类或 B 类': '亩均效益综合评价结果文件',
  '已与入库的数字化服务商签订改造合同': '数字化改造合同',
  '已办理对外贸易经营者备案登记或具有进出口经营权': '对外贸易经营者备案登记表',
  '上年度海关统计进出口额在 6500 万美元以下': '海关进出口数据证明',
  '上年度通过跨境电商方式实现出口额不低于 500 万美元': '跨境电商出口数据证明',
  '产品已列入首台（套）重大技术装备推广应用指导目录': '首台（套）推广应用指导目录页',
  '已投保首台（套）综合险并缴纳保费': '保险合同及保费发票',
  '已在国家知识产权局办理专利权或商标权质押登记': '知识产权质押登记通知书',
  '贷款已按合同约定按期付息，无逾期记录': '借款合同及付息凭证',
  '贷款用于研发活动或科技成果转化': '贷款合同及资金用途说明',
  '申报年度内新获评省级及以上绿色低碳工厂': '绿色低碳工厂认定文件',
  '单位产品综合能耗达到行业先进水平': '能源审计报告',
  '申报年度内完成股份制改造、辅导备案或首发上市等节点': '上市进程证明文件',
  '承诺十年内注册地和纳税地不迁出': '不迁出承诺书',
  '上年度足额缴纳失业保险费满 12 个月': '社会保险缴费明细',
  '上年度裁员率不高于全国城镇调查失业率控制目标': '职工花名册及社会保险缴费明细',
  '项目总投资不低于 1000 万元': '项目可行性研究报告',
  '对产业链上下游具有较强带动作用': '项目可行性研究报告',
  '已开展专利导航或专利布局分析': '专利导航或专利布局分析报告',
  '从事技术先进型服务业务取得的收入占企业当年总收入的 50% 以上': '服务外包合同清单及收入明细',
  '具有大专以上学历的员工占企业职工总数的 50% 以上': '员工学历情况汇总表',
  '已通过《企业知识产权合规管理体系要求》认证': '知识产权管理体系认证证书',
  '主导产品在细分市场占有率位居全国前列': '主导产品市场占有率证明',
  '申请产品市场占有率位居全球前列': '市场占有率证明材料',
  '主导或参与制定“浙江制造”标准': '“浙江制造”标准文本',
  '产品已通过“浙江制造”认证': '“浙江制造”认证证书',
  '主导产品国内细分市场占有率前三': '细分市场占有率证明',
  '导入卓越绩效管理模式 3 年以上': '卓越绩效自评报告',
  '在行业内具有较强影响力和带动力': '培育企业申报书',
  '入驻小微企业不少于 50 家': '基地运营情况报告',
  '引入或合作的专业服务机构不少于 10 家': '基地运营情况报告',
  '已纳入市级以上众创空间备案管理': '众创空间备案文件',
  '年度新增孵化团队和企业数量居前': '年度绩效自评报告',
  '上年度服务中小企业 300 家以上': '平台服务情况报告',
  '专职设计人员不少于 15 人': '设计人员名单及社保缴纳证明',
  '拥有相对独立的研发场地不少于 500 平方米': '研发场地产权或租赁证明',
  '团队核心成员不少于 3 人，带头人具有国际先进水平': '团队申报书',
  '团队带头人及核心成员全职在本地企业工作': '劳动合同及社保证明',
  '项目技术成熟度高，具有良好产业化前景': '团队申报书',
  '培训由备案的职业技能等级认定机构实施': '培训机构备案证明',
  '申报年度内新获批设立博士后工作站': '设站批准文件',
  '已招收博士后研究人员进站': '博士后进站材料',
  '申报人年龄不超过 35 周岁': '申报人身份证明',
  '申报人全职在本地企业工作并缴纳社保': '劳动合同及社保缴纳证明',
};

/**
 * Facts about the project or the loan that the ledger can refute once answered (no project, no loan, an
 * investment below the threshold) but never confirm: the condition stays 待核验 against its material.
 */
const PROJECT_FACTS: Readonly<Record<string, ConditionCheck>> = {
  '项目数字化软硬件投入不低于 200 万元': { metric: 'digitalInvestmentY1', op: '>=', value: 200 },
  '已与入库的数字化服务商签订改造合同': { metric: 'digitalInvestmentY1', op: '>', value: 0 },
  '项目生产性设备投资不低于 500 万元': { metric: 'techUpgradeInvestmentY1', op: '>=', value: 500 },
  '项目已在投资项目在线审批监管平台完成备案': { metric: 'techUpgradeInvestmentY1', op: '>', value: 0 },
  '贷款已按合同约定按期付息，无逾期记录': { metric: 'bankLoanInterestY1', op: '>', value: 0 },
  '贷款用于研发活动或科技成果转化': { metric: 'bankLoanInterestY1', op: '>', value: 0 },
};

/** Topic-specific required materials: what decides a condition with no entry above, so it is still never dropped. */
const FALLBACK_EVIDENCE = '项目申报书及相关证明材料';

/** Scored schemes a project's 综合评分 condition refers to. */
const PROJECT_SCORING: Record<string, RuleSetScoring | undefined> = {
  '企业创新能力评价应达到相应要求（综合得分 71 分以上）': HIGH_TECH_RULESET.scoring,
  '根据科技人员、研发投入、科技成果三类指标评价，综合得分不低于 60 分': SAMPLES.get('tech-sme-evaluation')?.scoring,
  '创新能力、成长性、专业化等指标评价得分达到 60 分以上': SAMPLES.get('innovative-sme')?.scoring,
  '评价得分达到 60 分以上或满足直通条件之一': SPECIALIZED_RULESET.scoring,
};

type ProjectRow = {
  id: number;
  project_name: string;
  level: PortalSchemas['PolicyLevel'];
  region_name: string;
  create_time: string;
  conditions: string;
  policy_basis: string;
  /** The text of the policy the project rests on, when the seed made one (JSON array of paragraphs). */
  policy_content?: string | null;
};

type TextArticle = { article: string; heading: string; text: string };

function textArticles(content: string | null | undefined): TextArticle[] {
  if (!content) return [];
  return (JSON.parse(content) as string[]).flatMap((paragraph) => {
    const match = /^(第[一二三四五六七八九十]+条)\u3000([^。]*)。(.*)$/s.exec(paragraph);
    return match ? [{ article: match[1] ?? '', heading: match[2] ?? '', text: match[3] ?? '' }] : [];
  });
}

/** The items a 申报条件 article enumerates, by their wording: （三）… → 第四条（三）. */
function listedItems(article: TextArticle): Map<string, string> {
  const items = new Map<string, string>();
  for (const match of article.text.matchAll(/（([一二三四五六七八九十]+)）([^；。]*)/g)) items.set(match[2] ?? '', `${article.article}（${match[1]}）`);
  return items;
}

/**
 * Where the policy lists the project's displayed conditions: the 申报条件 article that enumerates every one of them
 * (a 细则 two kinds of project rest on has one such article per kind), item by item.
 */
function conditionClauses(articles: readonly TextArticle[], details: readonly string[]): Map<string, string> {
  for (const article of articles.filter((candidate) => candidate.heading.endsWith('申报条件'))) {
    const items = listedItems(article);
    if (details.every((detail) => items.has(detail))) return items;
  }
  return new Map();
}

/** Bases the ledger keeps for a 按…的 N% support: the figure the percentage applies to. */
const RATE_BASES: Readonly<Record<string, MetricKey>> = {
  上年度研发费用增量: 'rdExpenseChangeY1',
  项目软硬件投入: 'digitalInvestmentY1',
  改造投入: 'digitalInvestmentY1',
  设备投资额: 'techUpgradeInvestmentY1',
  实际支付利息: 'bankLoanInterestY1',
};

/**
 * The funding a project's policy states in its 支持内容 article, read from the words: 按…的 N% with a base the
 * ledger keeps is a rate (its 最高 a cap); 一次性奖励 N 万元 or 资助 N 万元 without 最高 is fixed; 最高 N 万元 alone is
 * 择优; anything else is money the ledger cannot compute.
 */
function projectFunding(articles: readonly TextArticle[], topicTitle: string): RuleSetFunding | undefined {
  const support = articles.find((article) => article.heading === '支持内容');
  if (!support) return undefined;
  const text = support.text.replace(/。$/, '');
  const max = /最高 ([\d.]+) 万元/.exec(text);
  const cap = max ? Number(max[1]) : undefined;
  const rate = /按(.+?)的 ([\d.]+)% 给予/.exec(text);
  const scheme = { item: `declaration:${topicTitle}`, itemTitle: topicTitle };
  const item = (amount: FundingItem['amount'], extra: Partial<FundingItem> = {}): RuleSetFunding => ({
    ...scheme,
    items: [{ id: 'support', title: topicTitle, clause: support.article, amount, ...extra }],
  });
  if (rate) {
    const base = RATE_BASES[rate[1] ?? ''];
    if (base) return item({ kind: 'rate', metric: base, rate: Number(rate[2]) / 100 }, cap === undefined ? {} : { cap });
    const reason = /利率/.test(rate[1] ?? '') ? '贴息按贷款本金和贷款市场报价利率计算，企业档案只记录利息支出' : `企业档案不记录${rate[1] ?? '计算基数'}`;
    return item({ kind: 'notFromLedger', reason }, cap === undefined ? {} : { cap });
  }
  const fixed = /(?:奖励|资助) ([\d.]+) 万元/.exec(text);
  if (fixed && !/最高/.test(text)) return item({ kind: 'fixed', amount: Number(fixed[1]) });
  if (cap !== undefined && /一次性奖励|资助|奖励|支持|补助/.test(text) && !/按.+(?:人数|出口额|阶段)/.test(text)) return item({ kind: 'upTo', amount: cap });
  return cap === undefined ? undefined : item({ kind: 'notFromLedger', reason: `按${text.replace(/，?最高.*$/, '')}计算，企业档案无法测算` });
}

function splitBasis(basis: string): RuleBasis {
  const end = basis.indexOf('》');
  return end < 0 ? { title: basis, clause: '全文' } : { title: basis.slice(0, end + 1), clause: basis.slice(end + 1) || '全文' };
}

/**
 * The certified services that help an enterprise meet a displayed condition it fails or cannot yet show
 * (the gap bridge): tags on the data, matched to the products' need tags, never decided in code.
 * A condition borrowed from a national scheme keeps that scheme's own tags.
 */
const PROJECT_SERVICE_NEEDS: Readonly<Record<string, readonly string[]>> = {
  '上年度研发费用占营业收入比重不低于 3%': ['研发费用归集辅导', '研发费用专项审计'],
  '研发费用占营业收入比重不低于 3%': ['研发费用归集辅导', '研发费用专项审计'],
  '上年度研发费用较前一年度实现正增长': ['研发费用专项审计'],
  '上年度已享受研发费用税前加计扣除政策': ['研发费用归集辅导'],
  '拥有有效发明专利 10 件以上': ['专利申请代理', '高价值专利培育'],
  '拥有有效发明专利 5 件以上': ['专利申请代理', '高价值专利培育'],
  '拥有境外注册商标的自主品牌企业优先': ['商标注册'],
  '改造后数字化水平达到二级及以上': ['数字化诊断'],
  '申报截止日前已被认定为省级专精特新中小企业且在有效期内': ['专精特新申报辅导'],
  '有效期内的省级专精特新中小企业': ['专精特新申报辅导'],
  '有效期内的高新技术企业、科技型中小企业优先支持': ['高企认定辅导'],
  '建有省级以上研发机构': ['研发机构建设咨询'],
  '与高校、科研院所建立稳定合作关系': ['科技成果转化服务'],
  '近两年设计成果产业化项目 5 项以上': ['科技成果转化服务'],
  '近三年未发生重大安全生产、质量和环境污染事故，未被列入严重失信主体名单': ['信用修复', '安全生产合规'],
  '近三年未发生重大质量、安全、环境事故': ['信用修复', '安全生产合规'],
  '已在国家知识产权局办理专利权或商标权质押登记': ['知识产权质押融资'],
};

function serviceNeedsFor(detail: string): { serviceNeeds?: string[] } {
  const needs = PROJECT_SERVICE_NEEDS[detail];
  return needs ? { serviceNeeds: [...needs] } : {};
}

/** What decides a displayed condition the ledger cannot: its own material, else the project's specific ones. */
function evidenceFor(detail: string, materials: readonly PortalSchemas['DeclarationMaterial'][]): string {
  const named = PROJECT_EVIDENCE[detail];
  if (named) return named;
  const specific = materials.filter((material) => material.required && !COMMON_MATERIAL_NAMES.has(material.name)).map((material) => material.name);
  return specific.length > 0 ? specific.join('、') : FALLBACK_EVIDENCE;
}

function refutingCheck(detail: string): { refutedBy?: ConditionCheck } {
  const check = PROJECT_FACTS[detail];
  return check ? { refutedBy: check } : {};
}

const COMMON_MATERIAL_NAMES = new Set(COMMON_MATERIALS.map((material) => material.name));

/**
 * The rule set of a declaration project: exactly its displayed conditions, in order, under the same ids —
 * one rule-set condition per displayed one, so 自评, reports and exports show every condition. A condition
 * the ledger decides carries its checks; any other is decided by its evidence (always 待核验).
 */
export async function ruleSetForProject(db: Db, row: ProjectRow): Promise<RuleSet> {
  const conditions = JSON.parse(row.conditions) as PortalSchemas['DeclarationCondition'][];
  const source = JSON.parse(row.policy_basis) as PolicyBasis;
  const articles = textArticles(row.policy_content);
  const listed = conditionClauses(
    articles,
    conditions.map((condition) => condition.detail),
  );
  const materials = await listMaterials(db, row.id);
  const region = REGIONS_BY_LEVEL[row.level].find((item) => item.name === row.region_name);
  const regionRecord = region && region.level !== 'national' ? await findRegion(db, region.division) : undefined;
  let scoring: RuleSetScoring | undefined;
  const out = conditions.map((condition): Condition => {
    const clause = listed.get(condition.detail);
    const basis = clause ? { title: `《${source.title}》`, clause } : splitBasis(condition.basis);
    const head = { id: condition.id, title: condition.title, kind: condition.kind, basis, standardText: condition.detail, ...serviceNeedsFor(condition.detail) };
    if (condition.title === '注册地与纳税关系') {
      const place: RegionPlacement | undefined = regionRecord ? { level: row.level, code: regionRecord.code, name: regionRecord.name } : undefined;
      const inRegion = place ? regionCondition(place, basis, condition.id) : undefined;
      if (inRegion) return { ...inRegion, title: condition.title, standardText: condition.detail };
      // Only a national project is met by any registration in China; a place the tree cannot name is
      // checked against the licence and the tax record, never assumed.
      return row.level === 'national'
        ? { ...head, metric: 'provinceCode', op: 'notNull', evidence: '营业执照' }
        : { ...head, decidedBy: 'evidence', evidence: '营业执照、纳税证明', reason: '企业档案中的注册地区无法对应到该地区' };
    }
    const scheme = PROJECT_SCORING[condition.detail];
    if (scheme) scoring = scoringFor(scheme);
    const [main, ...also] = PROJECT_RULES[condition.detail] ?? [];
    if (!main) {
      // A 综合评分 condition is decided by the scheme's score; any other needs its material checked.
      return scheme
        ? { ...head, decidedBy: 'score', evidence: '评价指标佐证材料' }
        : {
            ...head,
            decidedBy: 'evidence',
            evidence: evidenceFor(condition.detail, materials),
            reason: `企业档案不记录“${condition.title}”的情况`,
            ...refutingCheck(condition.detail),
          };
    }
    const checks = also.flatMap((draft) => conditionChecks({ ...head, ...draft }));
    return { ...head, ...main, standardText: condition.detail, ...(checks.length > 0 ? { also: checks } : {}) };
  });
  const topic = DECLARATION_TOPICS.find((item) => row.project_name.endsWith(item.title));
  const grants = topic ? SAMPLES.get(DECLARATION_TOPIC_RULES[topic.title] ?? '')?.grants : undefined;
  const funding = topic ? projectFunding(articles, topic.title) : undefined;
  const ruleSet: RuleSet = {
    ...(grants ? { grants } : {}),
    id: `declaration-project-${row.id}`,
    version: row.create_time.slice(0, 4),
    name: row.project_name,
    effectiveFrom: row.create_time.slice(0, 10),
    source: { title: `${bookTitle(source.title)}`, docNo: source.docNo, issuer: source.issuer },
    conditions: out,
    ...(funding ? { funding } : {}),
  };
  return scoring ? { ...ruleSet, scoring } : ruleSet;
}

export const ruleSetsSeed: SeedModule = {
  name: 'rule-sets',
  async run({ db, rng }) {
    const update = 'UPDATE declaration_projects SET rule_set = ? WHERE id = ?';
    const byPolicy = new Map<number, RuleSet>();
    const rows = (await db.all(`SELECT d.id, d.project_name, d.level, d.region_name, d.create_time, d.conditions, d.policy_basis, d.policy_id, p.content AS policy_content
         FROM declaration_projects d LEFT JOIN policies p ON p.id = d.policy_id ORDER BY d.id`)) as (ProjectRow & { policy_id: number | null })[];
    // A project published at the desk shows the conditions its operator wrote, cited as written.
    const desk = await deskWritten(db);
    const relabel = 'UPDATE declaration_projects SET conditions = ? WHERE id = ?';
    for (const row of rows.filter((project) => !desk.projects.has(project.id))) {
      const ruleSet = await ruleSetForProject(db, row);
      await db.run(update, JSON.stringify(ruleSet), row.id);
      // The project page shows each condition's 依据: the item of the text it is, as the rule set cites it.
      const shown = JSON.parse(row.conditions) as PortalSchemas['DeclarationCondition'][];
      const cited = shown.map((condition) => {
        const rule = ruleSet.conditions.find((item) => item.id === condition.id);
        return rule && rule.basis.title === `《${(JSON.parse(row.policy_basis) as PolicyBasis).title}》` ? { ...condition, basis: `${rule.basis.title}${rule.basis.clause}` } : condition;
      });
      await db.run(relabel, JSON.stringify(cited), row.id);
      if (row.policy_id !== null && !byPolicy.has(row.policy_id)) byPolicy.set(row.policy_id, ruleSet);
    }
    await seedPolicyRules(db, rng, byPolicy);
  },
};
