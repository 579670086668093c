import type { Condition, ConditionCheck, FundingItem, RuleBasis, RuleSet, RuleSetFunding } from '@smes/eligibility';
import type { PolicyRow } from '../domain/policies';
import { regionCondition } from '../domain/policy-rule-sets';

/**
 * The rule set of a generated policy, read from its own text (a reviewer's reading, not the topic's template):
 * every condition and funding item cites the article that states it, every amount is the number that article
 * prints. A topic whose article the text left out gets no item for it; a number the text does not print is an
 * error, so a change to the wording fails the seed instead of silently funding the wrong thing.
 */

type Article = { article: string; heading: string; text: string };

const ARTICLE = /^(第[一二三四五六七八九十]+条)\u3000([^。]*)。(.*)$/s;

function articlesOf(content: readonly string[]): Article[] {
  return content.flatMap((paragraph) => {
    const match = ARTICLE.exec(paragraph);
    return match ? [{ article: match[1] ?? '', heading: match[2] ?? '', text: match[3] ?? '' }] : [];
  });
}

type Reader = {
  policy: PolicyRow;
  title: string;
  find: (heading: string) => Article | undefined;
  /** The number a pattern captures in an article's text; throws when the article does not print it. */
  amount: (article: Article, pattern: RegExp) => number;
  basis: (article: Article) => RuleBasis;
};

function readerOf(policy: PolicyRow): Reader {
  const articles = articlesOf(JSON.parse(policy.content) as string[]);
  const title = `《${policy.title}》`;
  return {
    policy,
    title,
    find: (heading) => articles.find((article) => article.heading === heading),
    amount: (article, pattern) => {
      const match = pattern.exec(article.text);
      const value = match ? Number(match[1]) : Number.NaN;
      if (!Number.isFinite(value)) throw new Error(`${policy.title} ${article.article}: no ${String(pattern)} in “${article.text}”`);
      return value;
    },
    basis: (article) => ({ title, clause: article.article }),
  };
}

/** 注册地在… for the document's own region, citing the article that names it; none for a national document. */
function inRegion(reader: Reader, article: Article | undefined): Condition[] {
  const { policy } = reader;
  const at = article ?? reader.find('适用范围');
  const condition = regionCondition({ level: policy.level, code: policy.region_code, name: policy.region_name }, at ? reader.basis(at) : { title: reader.title, clause: '第一条' });
  return condition ? [condition] : [];
}

const ledgerCheck = (metric: ConditionCheck['metric'], op: ConditionCheck['op'], value?: ConditionCheck['value']): ConditionCheck =>
  value === undefined ? { metric, op } : { metric, op, value };

/** A fact of the enterprise's project or loan the ledger can only refute (answered 0), never confirm. */
function fact(id: string, title: string, article: Article, reader: Reader, refutedBy: ConditionCheck, evidence: string, reason: string): Condition {
  return { id, title, kind: 'hard', decidedBy: 'evidence', refutedBy, reason, standardText: title, evidence, basis: reader.basis(article) };
}

function evidenceOnly(id: string, title: string, article: Article, reader: Reader, evidence: string, reason: string): Condition {
  return { id, title, kind: 'hard', decidedBy: 'evidence', reason, standardText: title, evidence, basis: reader.basis(article) };
}

function notFromLedger(id: string, title: string, article: Article, reason: string): FundingItem {
  return { id, title, clause: article.article, amount: { kind: 'notFromLedger', reason } };
}

type Built = { conditions: Condition[]; funding?: Omit<RuleSetFunding, 'item' | 'itemTitle'> };

const WAN = '([\\d.]+) 万元';
const PERCENT = '([\\d.]+)%';

/** The seeded 梯度培育 awards are paid for 上年度 recognitions; a re-recognition pays nothing, which the ledger cannot tell. */
function tierAward(id: string, title: string, amount: number, article: Article, field: 'qualLittleGiant' | 'qualSpecialized' | 'qualInnovativeSme'): FundingItem {
  return {
    id,
    title,
    clause: article.article,
    amount: { kind: 'fixed', amount },
    when: { title: `上年度${title.replace(/奖励$/, '')}`, checks: [ledgerCheck(field, 'within', 'lastYear')], confirm: '为首次认定（此前未获同一认定）' },
  };
}

function specialized(reader: Reader): Built {
  const scope = reader.find('适用范围');
  const items: FundingItem[] = [];
  const exclusive: NonNullable<RuleSetFunding['exclusive']> = [];
  const tiers = reader.find('梯度培育奖励');
  if (tiers) {
    items.push(
      tierAward('little-giant', '首次认定国家级专精特新“小巨人”企业奖励', reader.amount(tiers, new RegExp(`“小巨人”企业的，给予一次性奖励 ${WAN}`)), tiers, 'qualLittleGiant'),
      tierAward('specialized', '首次认定省级专精特新中小企业奖励', reader.amount(tiers, new RegExp(`专精特新中小企业的，给予一次性奖励 ${WAN}`)), tiers, 'qualSpecialized'),
      tierAward('innovative', '首次评价为创新型中小企业奖励', reader.amount(tiers, new RegExp(`创新型中小企业的，给予一次性奖励 ${WAN}`)), tiers, 'qualInnovativeSme'),
    );
    exclusive.push({ id: 'tier', title: '同一企业按最高标准给予差额奖励', clause: tiers.article, items: ['little-giant', 'specialized', 'innovative'] });
  }
  const rd = reader.find('研发投入支持');
  if (rd) {
    const ratio = reader.amount(rd, new RegExp(`营业收入比重不低于 ${PERCENT}`));
    const growth = reader.amount(rd, new RegExp(`研发费用增长超过 ${PERCENT}`));
    items.push({
      id: 'rd-increment',
      title: '研发费用增量补助',
      clause: rd.article,
      amount: { kind: 'rate', metric: 'rdExpenseChangeY1', rate: reader.amount(rd, new RegExp(`增量部分的 ${PERCENT}`)) / 100 },
      cap: reader.amount(rd, new RegExp(`最高不超过 ${WAN}`)),
      when: {
        title: `专精特新中小企业上年度研发费用占比不低于 ${ratio}% 且增长超过 ${growth}%`,
        checks: [ledgerCheck('qualSpecializedValid', 'truthy'), ledgerCheck('rdExpenseRatioY1', '>=', ratio), ledgerCheck('rdExpenseGrowthY1', '>', growth)],
      },
    });
  }
  const digital = reader.find('数字化转型');
  if (digital) {
    items.push({
      id: 'digital',
      title: '数字化改造软硬件投入补助',
      clause: digital.article,
      amount: { kind: 'rate', metric: 'digitalInvestmentY1', rate: reader.amount(digital, new RegExp(`软硬件投入的 ${PERCENT}`)) / 100 },
      when: {
        title: '专精特新中小企业数字化水平达到二级及以上',
        checks: [ledgerCheck('qualSpecializedValid', 'truthy'), ledgerCheck('digitalLevel', 'in', ['level2', 'level3', 'level4'])],
        confirm: '改造项目经评定、投入经审计',
      },
    });
  }
  const conditions: Condition[] = [...inRegion(reader, scope)];
  if (scope) {
    conditions.push({
      id: 'is-sme',
      title: '属于中小企业',
      kind: 'hard',
      metric: 'isSme',
      op: 'truthy',
      standardText: '符合《中小企业划型标准规定》的中小企业',
      evidence: '营业执照、上年度财务报表及社保缴纳名册',
      basis: reader.basis(scope),
    });
  }
  return { conditions, ...(items.length > 0 ? { funding: { items, ...(exclusive.length > 0 ? { exclusive } : {}) } } : {}) };
}

function digital(reader: Reader): Built {
  const scope = reader.find('适用范围');
  const project = reader.find('改造项目补助');
  const conditions: Condition[] = [...inRegion(reader, scope)];
  if (scope) {
    conditions.push({
      id: 'above-scale-or-specialized',
      title: '规模以上工业企业或专精特新中小企业',
      kind: 'hard',
      metric: 'aboveScaleIndustrial',
      op: 'truthy',
      anyOf: [ledgerCheck('qualSpecializedValid', 'truthy')],
      standardText: '规模以上工业企业和专精特新中小企业',
      evidence: '统计报表（规上工业企业名录）或专精特新中小企业认定文件',
      basis: reader.basis(scope),
    });
    conditions.push(fact('digital-project', '实施数字化改造项目', scope, reader, ledgerCheck('digitalInvestmentY1', '>', 0), '数字化改造合同、验收报告及软硬件投入发票', '改造项目的合同、验收和发票不在企业档案中'));
  }
  const items: FundingItem[] = [];
  if (project) {
    const threshold = reader.amount(project, new RegExp(`投入不低于 ${WAN}`));
    items.push({
      id: 'project',
      title: '数字化改造项目补助',
      clause: project.article,
      amount: { kind: 'rate', metric: 'digitalInvestmentY1', rate: reader.amount(project, new RegExp(`软硬件投入的 ${PERCENT}`)) / 100 },
      cap: reader.amount(project, new RegExp(`最高不超过 ${WAN}`)),
      when: { title: `数字化软硬件投入不低于 ${threshold} 万元`, checks: [ledgerCheck('digitalInvestmentY1', '>=', threshold)], confirm: '项目已竣工投产' },
    });
  }
  const factory = reader.find('智能工厂奖励');
  if (factory) items.push(notFromLedger('smart-factory', '新认定智能工厂、数字化车间奖励', factory, '企业档案不记录智能工厂、数字化车间认定'));
  const platform = reader.find('工业互联网平台');
  if (platform) items.push(notFromLedger('platform', '工业互联网平台服务补助', platform, '企业档案不记录购买平台服务的支出'));
  return { conditions, ...(items.length > 0 ? { funding: { items } } : {}) };
}

function industryFund(reader: Reader): Built {
  const source = reader.find('资金来源');
  const directions = reader.find('支持方向');
  const terms = reader.find('申报条件');
  const ways = reader.find('支持方式');
  const conditions: Condition[] = [...inRegion(reader, source)];
  if (terms) {
    conditions.push(
      evidenceOnly('finance-system', '具有健全的财务管理制度', terms, reader, '财务管理制度及上年度财务审计报告', '企业档案不记录财务管理制度'),
      {
        id: 'no-incident-3y',
        serviceNeeds: ['信用修复', '安全生产合规'],
        title: '近三年未发生重大安全、环保、质量事故',
        kind: 'hard',
        metric: 'majorIncident3y',
        op: 'falsy',
        standardText: '近三年未发生重大安全、环保、质量事故',
        evidence: '企业信用承诺书',
        basis: reader.basis(terms),
        advice: '事故发生满三年后再申报',
      },
      {
        id: 'not-dishonest',
        serviceNeeds: ['信用修复'],
        title: '未列入严重失信主体名单',
        kind: 'hard',
        metric: 'seriousDishonestyListed',
        op: 'falsy',
        standardText: '未列入严重失信主体名单',
        evidence: '“信用中国”查询记录',
        basis: reader.basis(terms),
        advice: '先完成信用修复再申报',
      },
    );
  }
  if (directions) conditions.push(evidenceOnly('project', '有符合支持方向的项目', directions, reader, '项目申报书及项目备案文件', '申报项目的情况不在企业档案中'));
  const items: FundingItem[] = [];
  if (ways) {
    items.push(
      {
        id: 'tech-upgrade',
        title: '技术改造项目设备投资补助',
        clause: ways.article,
        amount: { kind: 'rate', metric: 'techUpgradeInvestmentY1', rate: reader.amount(ways, new RegExp(`设备投资额的 ${PERCENT}`)) / 100 },
        cap: reader.amount(ways, new RegExp(`最高不超过 ${WAN}`)),
      },
      notFromLedger('interest', '项目贷款贴息', ways, '贴息按贷款本金和贷款市场报价利率计算，企业档案只记录利息支出'),
    );
  }
  return { conditions, ...(items.length > 0 ? { funding: { items } } : {}) };
}

function rdSubsidy(reader: Reader): Built {
  const target = reader.find('补助对象');
  const standard = reader.find('补助标准');
  const priority = reader.find('优先支持');
  const conditions: Condition[] = [...inRegion(reader, target)];
  if (target) {
    conditions.push(
      {
        id: 'rd-accounting',
        serviceNeeds: ['研发费用归集辅导', '研发费用专项审计'],
        title: '已建立研发费用辅助账',
        kind: 'hard',
        metric: 'hasRdAccounting',
        op: 'truthy',
        standardText: '已建立研发费用辅助账',
        evidence: '研发费用辅助账及汇总表',
        basis: reader.basis(target),
        advice: '按财税口径建立研发费用辅助账',
      },
      {
        id: 'super-deduction',
        serviceNeeds: ['研发费用归集辅导'],
        title: '享受研发费用税前加计扣除政策',
        kind: 'hard',
        metric: 'rdSuperDeductionY1',
        op: '>',
        value: 0,
        standardText: '上年度享受研发费用税前加计扣除政策',
        evidence: '企业所得税年度纳税申报表（A107012）',
        basis: reader.basis(target),
      },
    );
  }
  if (priority) {
    conditions.push({
      id: 'priority',
      title: '高新技术企业、科技型中小企业、专精特新中小企业优先',
      kind: 'soft',
      metric: 'qualHighTechValid',
      op: 'truthy',
      anyOf: [ledgerCheck('qualTechSmeValid', 'truthy'), ledgerCheck('qualSpecializedValid', 'truthy')],
      standardText: '高新技术企业、科技型中小企业、专精特新中小企业优先支持',
      evidence: '资质认定证书',
      basis: reader.basis(priority),
    });
  }
  if (!standard) return { conditions };
  return {
    conditions,
    funding: {
      items: [
        {
          id: 'deduction',
          title: '按研发费用加计扣除额补助',
          clause: standard.article,
          amount: { kind: 'rate', metric: 'rdSuperDeductionY1', rate: reader.amount(standard, new RegExp(`加计扣除额的 ${PERCENT}`)) / 100 },
        },
        {
          id: 'increment',
          title: '按研发费用增量再补助',
          clause: standard.article,
          amount: { kind: 'rate', metric: 'rdExpenseChangeY1', rate: reader.amount(standard, new RegExp(`增量部分的 ${PERCENT}`)) / 100 },
          when: { title: '研发费用较上年增长', checks: [ledgerCheck('rdExpenseChangeY1', '>', 0)] },
        },
      ],
      cap: { amount: reader.amount(standard, new RegExp(`年度补助最高 ${WAN}`)), title: '单个企业年度补助最高', clause: standard.article },
    },
  };
}

function rdInstitution(reader: Reader): Built {
  const award = reader.find('研发机构奖励');
  const equipment = reader.find('仪器设备补助');
  const terms = reader.find('认定条件');
  const conditions: Condition[] = [...inRegion(reader, award)];
  const items: FundingItem[] = [];
  if (award) {
    conditions.push({
      id: 'institution-level',
      serviceNeeds: ['研发机构建设咨询'],
      title: '建有省级以上企业研发机构',
      kind: 'hard',
      metric: 'rdInstitutionLevel',
      op: 'in',
      value: ['provincial', 'national'],
      standardText: '新认定的国家级企业技术中心、重点实验室，或省级企业研究院、企业技术中心',
      evidence: '研发机构认定文件',
      basis: reader.basis(award),
      advice: '先建设市级研发机构，再申报省级认定',
    });
    const confirm = '研发机构为上年度新认定';
    items.push(
      {
        id: 'national',
        title: '新认定国家级研发机构奖励',
        clause: award.article,
        amount: { kind: 'fixed', amount: reader.amount(award, new RegExp(`国家级企业技术中心、重点实验室，给予一次性奖励 ${WAN}`)) },
        when: { title: '研发机构为国家级', checks: [ledgerCheck('rdInstitutionLevel', '==', 'national')], confirm },
      },
      {
        id: 'provincial',
        title: '新认定省级研发机构奖励',
        clause: award.article,
        amount: { kind: 'fixed', amount: reader.amount(award, new RegExp(`省级企业研究院、企业技术中心，给予一次性奖励 ${WAN}`)) },
        when: { title: '研发机构为省级', checks: [ledgerCheck('rdInstitutionLevel', '==', 'provincial')], confirm },
      },
    );
  }
  if (equipment) items.push(notFromLedger('equipment', '研发仪器设备购置补助', equipment, '企业档案不记录研发仪器设备购置额'));
  if (terms) {
    conditions.push(
      evidenceOnly('rd-site', '有固定的研发场所', terms, reader, '研发场地产权或租赁证明', '企业档案不记录研发场所'),
      { id: 'rd-staff-10', title: '研发人员不少于 10 人', kind: 'hard', metric: 'rdStaff', op: '>=', value: 10, standardText: '研发人员不少于 10 人', evidence: '研发人员名单', basis: reader.basis(terms) },
      {
        id: 'rd-ratio-3',
        serviceNeeds: ['研发费用归集辅导'],
        title: '上年度研发费用占营业收入比重不低于 3%',
        kind: 'hard',
        metric: 'rdExpenseRatioY1',
        op: '>=',
        value: 3,
        standardText: '上年度研发费用占营业收入比重不低于 3%',
        evidence: '上年度财务审计报告',
        basis: reader.basis(terms),
      },
    );
  }
  return { conditions, ...(items.length > 0 ? { funding: { items, exclusive: award ? [{ id: 'level', title: '同一研发机构按认定级别奖励一次', clause: award.article, items: ['national', 'provincial'] }] : [] } } : {}) };
}

function highTechReward(reader: Reader): Built {
  const first = reader.find('首次认定奖励');
  const renewal = reader.find('重新认定奖励');
  const moveIn = reader.find('迁入奖励');
  const terms = reader.find('申报条件');
  const conditions: Condition[] = [...inRegion(reader, first)];
  if (first) {
    conditions.push({
      id: 'recognised-last-year',
      serviceNeeds: ['高企认定辅导'],
      title: '上年度通过高新技术企业认定',
      kind: 'hard',
      metric: 'qualHighTech',
      op: 'within',
      value: 'lastYear',
      standardText: '上年度首次通过认定，或有效期满后重新通过认定的高新技术企业',
      evidence: '高新技术企业证书',
      basis: reader.basis(first),
      advice: '奖励按认定年度的次年申报',
    });
  }
  if (terms) {
    conditions.push(
      { id: 'valid-certificate', title: '符合《高新技术企业认定管理办法》规定的条件', kind: 'hard', metric: 'qualHighTechValid', op: 'truthy', standardText: '符合《高新技术企业认定管理办法》规定的各项条件（持有有效期内的高新技术企业证书）', evidence: '高新技术企业证书', basis: reader.basis(terms) },
      { id: 'registered-1y', title: '注册成立一年以上', kind: 'hard', metric: 'yearsSinceRegistration', op: '>=', value: 1, standardText: '注册成立一年以上', evidence: '营业执照', basis: reader.basis(terms) },
      { id: 'rd-staff', serviceNeeds: ['研发人员认定咨询'], title: '科技人员占比不低于 10%', kind: 'hard', metric: 'rdStaffRatio', op: '>=', value: 10, standardText: '科技人员占比不低于 10%', evidence: '科技人员名单', basis: reader.basis(terms) },
      { id: 'high-tech-revenue', serviceNeeds: ['高新技术产品收入审计'], title: '近一年高新技术产品（服务）收入占比不低于 60%', kind: 'hard', metric: 'highTechRevenueRatio', op: '>=', value: 60, standardText: '近一年高新技术产品（服务）收入占比不低于 60%', evidence: '高新技术产品（服务）收入专项审计报告', basis: reader.basis(terms) },
    );
  }
  const items: FundingItem[] = [];
  if (first) {
    items.push({
      id: 'first',
      title: '首次认定奖励',
      clause: first.article,
      amount: { kind: 'fixed', amount: reader.amount(first, new RegExp(`一次性奖励 ${WAN}`)) },
      when: { title: '最近一次认定为首次认定', checks: [ledgerCheck('qualHighTechFirst', 'truthy')] },
    });
  }
  if (renewal) {
    items.push({
      id: 'renewal',
      title: '重新认定奖励',
      clause: renewal.article,
      amount: { kind: 'fixed', amount: reader.amount(renewal, new RegExp(`一次性奖励 ${WAN}`)) },
      when: { title: '最近一次认定为有效期满后的重新认定', checks: [ledgerCheck('qualHighTechFirst', 'falsy')] },
    });
  }
  if (moveIn) items.push(notFromLedger('move-in', '整体迁入奖励', moveIn, '企业档案不记录整体迁入情况'));
  const both = first && renewal ? [{ id: 'first-or-renewal', title: '首次认定与重新认定只能其一', clause: `${first.article}、${renewal.article}`, items: ['first', 'renewal'] }] : [];
  return { conditions, ...(items.length > 0 ? { funding: { items, ...(both.length > 0 ? { exclusive: both } : {}) } } : {}) };
}

const GRANT_UNITS = {
  invention: 'inventionGrants',
  utility: 'utilityGrants',
  design: 'designGrants',
  software: 'softwareRegistrations',
} as const;

function grantItem(id: keyof typeof GRANT_UNITS, title: string, article: Article, unitAmount: number): FundingItem {
  return { id, title, clause: article.article, amount: { kind: 'perUnit', counts: GRANT_UNITS[id], window: 'lastYear', unitAmount } };
}

/** 上年度新获授权（登记）at least one right the text pays for. */
function anyGrant(reader: Reader, article: Article): Condition {
  return {
    id: 'granted-last-year',
    serviceNeeds: ['专利申请代理'],
    title: '上年度新获授权专利或登记软件著作权',
    kind: 'hard',
    metric: 'inventionPatentsGrantedY1',
    op: '>',
    value: 0,
    anyOf: [ledgerCheck('utilityModelsGrantedY1', '>', 0), ledgerCheck('designPatentsGrantedY1', '>', 0), ledgerCheck('softwareCopyrightsGrantedY1', '>', 0)],
    standardText: '上年度新获授权的专利或登记的软件著作权',
    evidence: '专利证书、软件著作权登记证书',
    basis: reader.basis(article),
    advice: '围绕核心技术布局专利申请',
  };
}

function patentFunding(reader: Reader): Built {
  const target = reader.find('资助对象');
  const grants = reader.find('授权资助');
  const pct = reader.find('国际专利');
  const software = reader.find('软件著作权');
  const award = reader.find('高价值专利');
  const conditions: Condition[] = [...inRegion(reader, target)];
  const items: FundingItem[] = [];
  const perUnit = grants ?? software;
  if (perUnit) conditions.push(anyGrant(reader, perUnit));
  if (grants) {
    items.push(
      grantItem('invention', '上年度新授权国内发明专利资助', grants, reader.amount(grants, new RegExp(`国内发明专利，每件资助 ${WAN}`))),
      grantItem('utility', '上年度新授权实用新型专利资助', grants, reader.amount(grants, new RegExp(`实用新型专利，每件资助 ${WAN}`))),
      grantItem('design', '上年度新授权外观设计专利资助', grants, reader.amount(grants, new RegExp(`外观设计专利，每件资助 ${WAN}`))),
    );
  }
  if (pct) items.push(notFromLedger('pct', 'PCT 国外授权发明专利资助', pct, '企业档案不记录 PCT 途径的国外授权'));
  if (software) items.push(grantItem('software', '上年度登记软件著作权资助', software, reader.amount(software, new RegExp(`每件资助 ${WAN}`))));
  if (award) items.push(notFromLedger('patent-award', '中国专利奖一次性奖励', award, '企业档案不记录中国专利奖'));
  return { conditions, ...(items.length > 0 ? { funding: { items } } : {}) };
}

function ipCity(reader: Reader): Built {
  const cultivation = reader.find('高价值专利培育');
  const demo = reader.find('知识产权示范企业');
  const pledge = reader.find('质押融资');
  const operation = reader.find('运营转化');
  const software = reader.find('软件著作权');
  const conditions: Condition[] = [...inRegion(reader, cultivation)];
  const items: FundingItem[] = [];
  const perUnit = cultivation ?? software;
  if (perUnit) conditions.push(anyGrant(reader, perUnit));
  if (cultivation) {
    items.push(
      grantItem('invention', '上年度新获授权发明专利资助', cultivation, reader.amount(cultivation, new RegExp(`发明专利，每件资助 ${WAN}`))),
      notFromLedger('pct', 'PCT 国际专利资助', cultivation, '企业档案不记录 PCT 国际专利'),
    );
  }
  if (demo) items.push(notFromLedger('demo', '知识产权示范、优势企业奖励', demo, '企业档案不记录知识产权示范、优势企业认定'));
  if (pledge) items.push(notFromLedger('pledge', '知识产权质押融资贴息', pledge, '企业档案不记录知识产权质押贷款及其利息'));
  if (operation) items.push(notFromLedger('operation', '专利转让、许可奖励', operation, '企业档案不记录技术合同成交额'));
  if (software) {
    items.push(
      grantItem('software', '上年度登记软件著作权资助', software, reader.amount(software, new RegExp(`软件著作权，每件资助 ${WAN}`))),
      grantItem('utility', '上年度新获授权实用新型专利资助', software, reader.amount(software, new RegExp(`实用新型专利每件 ${WAN}`))),
      grantItem('design', '上年度新获授权外观设计专利资助', software, reader.amount(software, new RegExp(`外观设计专利每件 ${WAN}`))),
    );
  }
  return { conditions, ...(items.length > 0 ? { funding: { items } } : {}) };
}

function techFinance(reader: Reader): Built {
  const interest = reader.find('贷款贴息');
  const insurance = reader.find('科技保险');
  const conditions: Condition[] = [...inRegion(reader, interest)];
  const items: FundingItem[] = [];
  if (interest) {
    conditions.push(
      {
        id: 'tech-sme-or-high-tech',
        title: '科技型中小企业或高新技术企业',
        kind: 'hard',
        metric: 'qualTechSmeValid',
        op: 'truthy',
        anyOf: [ledgerCheck('qualHighTechValid', 'truthy')],
        standardText: '科技型中小企业、高新技术企业',
        evidence: '科技型中小企业入库登记编号或高新技术企业证书',
        basis: reader.basis(interest),
        advice: '先完成科技型中小企业评价入库',
      },
      fact('bank-loan', '获得银行贷款', interest, reader, ledgerCheck('bankLoanInterestY1', '>', 0), '借款合同及付息凭证', '贷款合同和付息凭证不在企业档案中'),
    );
    items.push({
      id: 'interest',
      title: '银行贷款贴息',
      clause: interest.article,
      amount: { kind: 'notFromLedger', reason: '贴息按贷款本金和贷款市场报价利率计算，企业档案只记录利息支出' },
      cap: reader.amount(interest, new RegExp(`年度贴息最高 ${WAN}`)),
    });
  }
  if (insurance) items.push(notFromLedger('insurance', '科技保险保费补贴', insurance, '企业档案不记录科技保险保费'));
  return { conditions, ...(items.length > 0 ? { funding: { items } } : {}) };
}

function voucher(reader: Reader): Built {
  const target = reader.find('申领对象');
  const redeem = reader.find('兑付标准');
  const conditions: Condition[] = [...inRegion(reader, target)];
  if (target) {
    conditions.push({
      id: 'tech-sme-or-high-tech',
      title: '科技型中小企业或高新技术企业',
      kind: 'hard',
      metric: 'qualTechSmeValid',
      op: 'truthy',
      anyOf: [ledgerCheck('qualHighTechValid', 'truthy')],
      standardText: '科技型中小企业、高新技术企业和创业团队',
      evidence: '科技型中小企业入库登记编号或高新技术企业证书',
      basis: reader.basis(target),
    });
  }
  if (!redeem) return { conditions };
  return {
    conditions,
    funding: {
      items: [{ id: 'voucher', title: '创新券年度使用额度', clause: redeem.article, amount: { kind: 'upTo', amount: reader.amount(redeem, new RegExp(`使用额度最高 ${WAN}`)) } }],
    },
  };
}

function littleGiantFund(heading: string, amountPattern: RegExp, keyList: boolean) {
  return (reader: Reader): Built => {
    const support = reader.find(heading);
    const target = reader.find('支持对象') ?? support;
    const conditions: Condition[] = [...inRegion(reader, support)];
    if (target) {
      conditions.push({
        id: 'little-giant',
        serviceNeeds: ['专精特新申报辅导'],
        title: '有效期内的国家级专精特新“小巨人”企业',
        kind: 'hard',
        metric: 'qualLittleGiantValid',
        op: 'truthy',
        standardText: '国家级专精特新“小巨人”企业',
        evidence: '工业和信息化部“小巨人”企业公告名单',
        basis: reader.basis(target),
        advice: '先取得专精特新中小企业认定，再申报“小巨人”',
      });
      if (keyList) conditions.push(evidenceOnly('key-little-giant', '入选重点“小巨人”企业', target, reader, '重点“小巨人”企业名单', '企业档案不记录是否入选重点“小巨人”'));
    }
    const pays = reader.find('支持方式') ?? support;
    if (!pays) return { conditions };
    return { conditions, funding: { items: [{ id: 'support', title: '“小巨人”企业奖补', clause: pays.article, amount: { kind: 'upTo', amount: reader.amount(pays, amountPattern) } }] } };
  };
}

/** Generated topics (policy-topics.ts keys) whose text the seed reads into a rule set of its own. */
const BUILDERS: Record<string, (reader: Reader) => Built> = {
  specialized,
  digital,
  'industry-fund': industryFund,
  'rd-subsidy': rdSubsidy,
  'rd-institution': rdInstitution,
  'high-tech-reward': highTechReward,
  'patent-funding': patentFunding,
  'ip-city': ipCity,
  'tech-finance': techFinance,
  voucher,
  'sme-fund': littleGiantFund('专精特新支持', new RegExp(`支持额度最高 ${WAN}`), false),
  'specialized-notice': littleGiantFund('支持方式', new RegExp(`支持额度最高 ${WAN}`), true),
};

export function hasTopicBuilder(topicKey: string): boolean {
  return Object.hasOwn(BUILDERS, topicKey);
}

/**
 * The rule set of a generated policy of `topicKey`, read from its text. `scheme` names the funded scheme (the
 * same across levels, so a scheme's national, provincial and municipal documents count once in the estimate).
 */
export function ruleSetFromText(topicKey: string, policy: PolicyRow, scheme: { item: string; itemTitle: string; group?: RuleSetFunding['group'] }): RuleSet {
  const build = BUILDERS[topicKey];
  if (!build) throw new Error(`No rule-set reader for topic ${topicKey}`);
  const reader = readerOf(policy);
  const { conditions, funding } = build(reader);
  const ruleSet: RuleSet = {
    id: `${topicKey}@policy-${policy.id}`,
    version: policy.effective_date.slice(0, 4),
    name: policy.title,
    effectiveFrom: policy.effective_date,
    source: { title: reader.title, docNo: policy.doc_no, issuer: policy.issuer },
    conditions,
  };
  return funding ? { ...ruleSet, funding: { ...scheme, ...funding } } : ruleSet;
}
