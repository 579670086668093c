import type { RuleBasis, RuleSet } from '@smes/eligibility';
import { pointBands } from './bands';

const MEASURES = '《高新技术企业认定管理办法》';
const GUIDE = '《高新技术企业认定管理工作指引》';

// Each condition names its document with the number it was issued under, so a 问题诊断 row cites it alone.
const measures = (clause: string): RuleBasis => ({ title: `${MEASURES}（国科发火〔2016〕32号）`, clause });
const guide = (clause: string): RuleBasis => ({ title: `${GUIDE}（国科发火〔2016〕195号）`, clause });

const RD_AUDIT = '近三个会计年度研究开发费用专项审计（或鉴证）报告';

/**
 * 高新技术企业认定: the eight conditions of 《办法》第十一条 with the real thresholds, and the
 * 企业创新能力评价 of the 工作指引 (passes above 70). The knowledge-property and transformation
 * scores are banded from ledger counts; the expert-judged parts are folded into those bands.
 */
export const HIGH_TECH_RULESET: RuleSet = {
  id: 'high-tech-enterprise',
  grants: 'qualHighTech',
  version: '2016',
  name: '高新技术企业认定',
  effectiveFrom: '2016-01-01',
  source: {
    title: MEASURES,
    docNo: '国科发火〔2016〕32号',
    issuer: '科技部 财政部 国家税务总局',
  },
  conditions: [
    {
      id: 'ht-registered',
      title: '注册成立一年以上',
      kind: 'hard',
      metric: 'yearsSinceRegistration',
      op: '>=',
      value: 1,
      standardText: '企业申请认定时须注册成立一年以上（365 个日历天以上）',
      evidence: '营业执照',
      basis: measures('第十一条（一）'),
      advice: '注册成立满一年后再申报',
    },
    {
      id: 'ht-core-ip',
      serviceNeeds: ['专利申请代理', '知识产权贯标'],
      title: '拥有核心知识产权',
      kind: 'hard',
      metric: 'coreIpCount',
      op: '>=',
      value: 1,
      standardText:
        '通过自主研发、受让、受赠、并购等方式，获得对其主要产品（服务）在技术上发挥核心支持作用的知识产权的所有权（商标不计入）',
      evidence: '专利证书、软件著作权登记证书等知识产权证明及权属材料',
      basis: measures('第十一条（二）'),
      advice: '围绕主要产品申请发明专利、实用新型专利或软件著作权，也可通过受让、并购取得',
    },
    {
      id: 'ht-key-field',
      serviceNeeds: ['高企认定辅导'],
      title: '核心技术属于重点支持领域',
      kind: 'hard',
      metric: 'inKeySupportedField',
      op: 'truthy',
      standardText: '对企业主要产品（服务）发挥核心支持作用的技术属于《国家重点支持的高新技术领域》规定的范围',
      evidence: '主要产品（服务）技术说明及所属《国家重点支持的高新技术领域》条目',
      basis: measures('第十一条（三）'),
      advice: '对照《国家重点支持的高新技术领域》梳理主要产品的核心技术，必要时调整主营方向',
    },
    {
      id: 'ht-rd-staff',
      serviceNeeds: ['研发人员认定咨询'],
      title: '科技人员占比不低于 10%',
      kind: 'hard',
      metric: 'rdStaffRatio',
      op: '>=',
      value: 10,
      standardText: '企业从事研发和相关技术创新活动的科技人员占企业当年职工总数的比例不低于 10%',
      evidence: '职工和科技人员名单、学历证明、社保缴纳或劳务合同',
      basis: measures('第十一条（四）'),
      advice: '增加研发岗位人员，规范科技人员认定（累计实际工作 183 天以上）',
    },
    {
      id: 'ht-rd-expense',
      serviceNeeds: ['研发费用专项审计', '研发费用归集辅导'],
      title: '研发费用占销售收入比例达标',
      kind: 'hard',
      metric: 'rdExpenseRatio3y',
      op: '>=',
      bands: [
        {
          when: { metric: 'revenueY1', max: 5000 },
          value: 5,
          standardText: '近三个会计年度研究开发费用总额占同期销售收入总额的比例不低于 5%（最近一年销售收入 5000 万元以下，含）',
        },
        {
          when: { metric: 'revenueY1', min: 5000, max: 20000 },
          value: 4,
          standardText: '近三个会计年度研究开发费用总额占同期销售收入总额的比例不低于 4%（最近一年销售收入 5000 万元至 2 亿元，含）',
        },
        {
          when: { metric: 'revenueY1', min: 20000 },
          value: 3,
          standardText: '近三个会计年度研究开发费用总额占同期销售收入总额的比例不低于 3%（最近一年销售收入 2 亿元以上）',
        },
      ],
      standardText:
        '近三个会计年度研究开发费用总额占同期销售收入总额的比例：最近一年销售收入 5000 万元以下（含）不低于 5%，5000 万元至 2 亿元（含）不低于 4%，2 亿元以上不低于 3%',
      evidence: RD_AUDIT,
      basis: measures('第十一条（五）'),
      advice: '建立研发费用辅助账，完整归集研发投入，并合理安排研发预算',
    },
    {
      id: 'ht-domestic-rd',
      serviceNeeds: ['研发费用专项审计'],
      title: '境内研发费用占比不低于 60%',
      kind: 'hard',
      metric: 'domesticRdShare3y',
      op: '>=',
      value: 60,
      standardText: '在中国境内发生的研究开发费用总额占全部研究开发费用总额的比例不低于 60%',
      evidence: RD_AUDIT,
      basis: measures('第十一条（五）'),
      advice: '将主要研发活动安排在境内开展',
    },
    {
      id: 'ht-high-tech-revenue',
      serviceNeeds: ['高新技术产品收入审计'],
      title: '高新技术产品（服务）收入占比不低于 60%',
      kind: 'hard',
      metric: 'highTechRevenueRatio',
      op: '>=',
      value: 60,
      standardText: '近一年高新技术产品（服务）收入占企业同期总收入的比例不低于 60%',
      evidence: '近一个会计年度高新技术产品（服务）收入专项审计（或鉴证）报告',
      basis: measures('第十一条（六）'),
      advice: '梳理与核心知识产权相关的产品（服务）收入，按产品单独核算',
    },
    {
      id: 'ht-no-incident',
      serviceNeeds: ['信用修复', '安全生产合规'],
      title: '近一年无重大安全、质量事故或严重环境违法行为',
      kind: 'hard',
      metric: 'majorIncidentLastYear',
      op: 'falsy',
      standardText: '企业申请认定前一年内未发生重大安全、重大质量事故或严重环境违法行为',
      evidence: '企业信用承诺书及相关主管部门证明',
      basis: measures('第十一条（八）'),
      advice: '发生事故或违法行为满一年后再申报',
    },
  ],
  scoring: {
    passScore: 70,
    passRule: '>',
    indicators: [
      {
        id: 'ht-score-ip',
        title: '知识产权',
        max: 30,
        metric: 'ipClass1',
        bands: [
          { min: 3, score: 30 },
          { min: 1, score: 26 },
          { metric: 'ipClass2Total', min: 5, score: 20 },
          { metric: 'ipClass2Total', min: 3, score: 14 },
          { metric: 'ipClass2Total', min: 1, score: 8 },
          { score: 0 },
        ],
        standardText: 'Ⅰ类知识产权 3 件以上 30 分、1 件以上 26 分；仅有Ⅱ类知识产权 5 件以上 20 分、3–4 件 14 分、1–2 件 8 分；无 0 分',
        basis: guide('企业创新能力评价·知识产权（≤30 分）'),
      },
      {
        id: 'ht-score-conversion',
        title: '科技成果转化能力',
        max: 30,
        metric: 'techAchievementsConverted3y',
        bands: [
          { min: 15, score: 30 },
          { min: 12, score: 24 },
          { min: 9, score: 18 },
          { min: 6, score: 12 },
          { min: 3, score: 6 },
          { min: 1, score: 2 },
          { score: 0 },
        ],
        standardText: '按近三年科技成果转化年均数：≥5 项 30 分，≥4 项 24 分，≥3 项 18 分，≥2 项 12 分，≥1 项 6 分，不足 1 项 2 分，无 0 分',
        basis: guide('企业创新能力评价·科技成果转化能力（≤30 分）'),
      },
      {
        id: 'ht-score-rd-management',
        title: '研究开发组织管理水平',
        max: 20,
        metric: 'rdManagementPoints',
        bands: pointBands(20),
        standardText:
          '研发组织管理制度与研发费用辅助账 6 分；研发机构与产学研合作 6 分；成果转化激励制度 4 分；人才培养与绩效评价制度 4 分',
        basis: guide('企业创新能力评价·研究开发组织管理水平（≤20 分）'),
      },
      {
        id: 'ht-score-growth',
        title: '企业成长性',
        max: 20,
        metric: 'growthPoints',
        bands: pointBands(20, 2),
        standardText: '净资产增长率、销售收入增长率各 10 分：≥35% 10 分，≥25% 8 分，≥15% 6 分，≥5% 4 分，>0 2 分，≤0 0 分',
        basis: guide('企业创新能力评价·企业成长性（≤20 分）'),
      },
    ],
  },
};
