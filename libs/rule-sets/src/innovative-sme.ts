import type { RuleBasis, RuleSet } from '@smes/eligibility';
import { gradientBasics } from './gradient-basics';

const STANDARD = '《创新型中小企业评价标准》（工信部企业〔2022〕63号附件1）';
const standard = (clause: string): RuleBasis => ({ title: STANDARD, clause });

/**
 * 创新型中小企业评价 under 工信部企业〔2022〕63号 附件1: the 办法's conditions on who may take part, and 一、公告条件 —
 * 评价得分 60 分以上 with 创新能力 ≥20、成长性 ≥15、专业化 ≥15, or any one of four direct paths — over the six
 * indicators of 二、 with the standard's own bands.
 */
export const INNOVATIVE_SME_RULESET: RuleSet = {
  id: 'innovative-sme',
  grants: 'qualInnovativeSme',
  version: '2022',
  name: '创新型中小企业评价',
  effectiveFrom: '2022-08-01',
  source: { title: STANDARD, docNo: '工信部企业〔2022〕63号', issuer: '工业和信息化部' },
  conditions: [
    ...gradientBasics('isme'),
    {
      id: 'isme-score',
      title: '评价得分达标或满足直通条件之一',
      kind: 'hard',
      decidedBy: 'score',
      standardText: '评价得分达到 60 分以上（其中创新能力指标得分不低于 20 分、成长性指标及专业化指标得分均不低于 15 分），或满足直通条件之一',
      evidence: '评价指标佐证材料或直通条件证明',
      basis: standard('一、'),
    },
  ],
  scoring: {
    passScore: 60,
    passRule: '>=',
    groupMinimums: [
      { group: '创新能力', min: 20 },
      { group: '成长性', min: 15 },
      { group: '专业化', min: 15 },
    ],
    directPaths: [
      {
        id: 'isme-direct-award',
        title: '近三年内获得过国家级、省级科技奖励',
        kind: 'hard',
        decidedBy: 'evidence',
        reason: '企业档案不记录科技奖励',
        standardText: '近三年内获得过国家级、省级科技奖励',
        evidence: '国家级或省级科技奖励证书',
        basis: standard('一、（一）'),
      },
      {
        id: 'isme-direct-honour',
        title: '获得高新技术企业等荣誉（有效期内）',
        kind: 'hard',
        metric: 'qualHighTechValid',
        op: 'truthy',
        // 国家级技术创新示范企业、知识产权优势企业和示范企业 are honours the ledger does not keep.
        metOnly: true,
        standardText: '获得高新技术企业、国家级技术创新示范企业、知识产权优势企业和知识产权示范企业等荣誉（均为有效期内）',
        evidence: '有效期内的荣誉证书',
        basis: standard('一、（二）'),
      },
      {
        id: 'isme-direct-institution',
        title: '拥有经认定的省部级以上研发机构',
        kind: 'hard',
        metric: 'rdInstitutionLevel',
        op: 'in',
        value: ['provincial', 'national'],
        standardText: '拥有经认定的省部级以上研发机构',
        evidence: '研发机构认定文件',
        basis: standard('一、（三）'),
      },
      {
        id: 'isme-direct-equity',
        title: '近三年新增股权融资总额 500 万元以上',
        kind: 'hard',
        metric: 'equityFinancing2y',
        op: '>=',
        value: 500,
        // The ledger keeps two of the three years: enough to show it met, not to show it unmet.
        metOnly: true,
        standardText: '近三年新增股权融资总额（合格机构投资者的实缴额）500 万元以上',
        evidence: '股权融资协议及合格机构投资者实缴出资证明',
        basis: standard('一、（四）'),
      },
    ],
    indicators: [
      {
        id: 'isme-ip',
        group: '创新能力',
        title: '与企业主导产品相关的有效知识产权数量',
        max: 20,
        metric: 'ipClass1Source',
        // A Ⅰ类高价值 20；B 自主研发的Ⅰ类 15；C Ⅰ类 10；D Ⅱ类 5；E 无 0. 高价值 is in no ledger field: a Ⅰ类 right
        // could be one, so the band reaches 20.
        bands: [
          { equals: 'own', score: 15, scoreMax: 20, grade: 'B' },
          { equals: 'acquiredOnly', score: 10, scoreMax: 20, grade: 'C' },
          { metric: 'ipClass2Total', min: 1, score: 5, grade: 'D' },
          { score: 0, grade: 'E' },
        ],
        standardText: 'Ⅰ类高价值知识产权 1 项以上 20 分；自主研发的Ⅰ类知识产权 1 项以上 15 分；Ⅰ类知识产权 1 项以上 10 分；Ⅱ类知识产权 1 项以上 5 分；无 0 分',
        basis: standard('二、（一）1'),
      },
      {
        id: 'isme-rd-ratio',
        group: '创新能力',
        title: '上年度研发费用总额占营业收入总额比重',
        max: 20,
        metric: 'rdExpenseRatioY1',
        bands: [{ min: 5, score: 20 }, { min: 3, score: 15 }, { min: 2, score: 10 }, { min: 1, score: 5 }, { score: 0 }],
        standardText: '5% 以上 20 分，3%–5% 15 分，2%–3% 10 分，1%–2% 5 分，1% 以下 0 分',
        basis: standard('二、（一）2'),
      },
      {
        id: 'isme-growth',
        group: '成长性',
        title: '上年度主营业务收入增长率',
        max: 20,
        metric: 'mainBusinessGrowthY1',
        bands: [{ min: 15, score: 20 }, { min: 10, score: 15 }, { min: 5, score: 10 }, { min: 0, score: 5 }, { score: 0 }],
        standardText: '15% 以上 20 分，10%–15% 15 分，5%–10% 10 分，0%–5% 5 分，0% 以下 0 分',
        basis: standard('二、（二）3'),
      },
      {
        id: 'isme-debt',
        group: '成长性',
        title: '上年度资产负债率',
        max: 10,
        metric: 'debtRatioY1',
        bands: [{ max: 55, score: 10 }, { max: 75, score: 5 }, { score: 0 }],
        standardText: '55% 以下 10 分，55%–75% 5 分，75% 以上 0 分',
        basis: standard('二、（二）4'),
      },
      {
        id: 'isme-field',
        group: '专业化',
        title: '主导产品所属领域情况',
        max: 10,
        metric: 'inStrategicEmergingIndustry',
        bands: [{ equals: true, score: 10 }, { score: 5 }],
        standardText: '属于《战略性新兴产业分类》10 分，属于其他领域 5 分',
        basis: standard('二、（三）5'),
      },
      {
        id: 'isme-main-share',
        group: '专业化',
        title: '上年度主营业务收入总额占营业收入总额比重',
        max: 20,
        metric: 'mainBusinessShareY1',
        bands: [{ min: 70, score: 20 }, { min: 60, score: 15 }, { min: 55, score: 10 }, { min: 50, score: 5 }, { score: 0 }],
        standardText: '70% 以上 20 分，60%–70% 15 分，55%–60% 10 分，50%–55% 5 分，50% 以下 0 分',
        basis: standard('二、（三）6'),
      },
    ],
  },
};
