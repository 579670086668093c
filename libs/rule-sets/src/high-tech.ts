import type { RuleBasis, RuleSet, ScoreBand } from '@smes/eligibility';

const MEASURES = '《高新技术企业认定管理办法》';
const GUIDE = '《高新技术企业认定管理工作指引》';

// Each condition names its document with the number it was issued under, so a 问题诊断 row cites it alone.
const measures = (clause: string): RuleBasis => ({ title: `${MEASURES}（国科发火〔2016〕32号）`, clause });
const guide = (clause: string): RuleBasis => ({ title: `${GUIDE}（国科发火〔2016〕195号）`, clause });

const RD_AUDIT = '近三个会计年度研究开发费用专项审计（或鉴证）报告';

/**
 * The 指引's five grades of an expert-judged item of max 8: A 7–8, B 5–6, C 3–4, D 1–2, E 0. Without any 知识产权
 * there is nothing to judge: 0.
 */
function guideGrades(max: number): ScoreBand[] {
  return [
    { metric: 'coreIpCount', max: 0, score: 0, grade: 'E' },
    { equals: 'A', score: max - 1, scoreMax: max, grade: 'A' },
    { equals: 'B', score: max - 3, scoreMax: max - 2, grade: 'B' },
    { equals: 'C', score: max - 5, scoreMax: max - 4, grade: 'C' },
    { equals: 'D', score: max - 7, scoreMax: max - 6, grade: 'D' },
    { equals: 'E', score: 0, grade: 'E' },
  ];
}

const GROWTH_TEXT = '≥35% 9–10 分，≥25% 7–8 分，≥15% 5–6 分，≥5% 3–4 分，>0 1–2 分，≤0 0 分';

/** One growth rate's bands in the 指引's table (A–F); a rate of 0 or below scores 0. */
function growthBands(): ScoreBand[] {
  return [
    { min: 35, score: 9, scoreMax: 10, grade: 'A' },
    { min: 25, score: 7, scoreMax: 8, grade: 'B' },
    { min: 15, score: 5, scoreMax: 6, grade: 'C' },
    { min: 5, score: 3, scoreMax: 4, grade: 'D' },
    { max: 0, score: 0, grade: 'F' },
    { score: 1, scoreMax: 2, grade: 'E' },
  ];
}

/**
 * 高新技术企业认定: the eight conditions of 《办法》第十一条 with the real thresholds, and the 企业创新能力评价 of the
 * 《工作指引》（国科发火〔2016〕195号） (passes above 70) as the 指引 scores it: four indicators, 知识产权 and 研究开发组织
 * 管理水平 as their sub-items, every band with the score range the 指引 gives it. What the ledger decides (知识产权数量
 * by class, 转化 by yearly average, the growth rates by the 指引's formula) is computed; what experts judge is the
 * enterprise's own rating against the 指引's rubric (shown where it is asked) or, with no bands in the 指引, the
 * item's whole range. The evaluation reports the range its total rests on.
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
      id: 'ht-innovation-score',
      title: '企业创新能力评价达到要求',
      kind: 'hard',
      decidedBy: 'score',
      standardText: '企业创新能力评价应达到相应要求：知识产权、科技成果转化能力、研究开发组织管理水平、企业成长性四项综合得分 70 分以上（不含 70 分）',
      evidence: '知识产权证书、科技成果转化证明、研发组织管理制度及近三年财务报表',
      basis: measures('第十一条（七）'),
      advice: '补齐知识产权、成果转化和研发管理制度，提升创新能力评价得分',
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
    // 《工作指引》四、（四）: 各级指标均按整数打分，满分 100 分，综合得分达到 70 分以上（不含 70 分）为符合认定要求.
    passScore: 70,
    passRule: '>',
    indicators: [
      {
        id: 'ht-score-ip',
        title: '知识产权',
        max: 30,
        metric: 'ipClass1',
        bands: [],
        // Rule: four sub-items (≤8, ≤8, ≤8, ≤6) and a 加分项 (≤2); the indicator stays at most 30 after the bonus.
        items: [
          {
            id: 'ht-ip-advancement',
            title: '技术的先进程度',
            max: 8,
            metric: 'ipTechAdvancement',
            judgedBy: 'self',
            rubric: '由技术专家评价知识产权所涉技术的先进程度：A 高（7–8 分）、B 较高（5–6 分）、C 一般（3–4 分）、D 较低（1–2 分）、E 无（0 分）',
            bands: guideGrades(8),
            standardText: 'A 高 7–8 分，B 较高 5–6 分，C 一般 3–4 分，D 较低 1–2 分，E 无 0 分',
          },
          {
            id: 'ht-ip-core-support',
            title: '对主要产品（服务）在技术上发挥核心支持作用',
            max: 8,
            metric: 'ipCoreSupport',
            judgedBy: 'self',
            rubric: '由技术专家评价知识产权对主要产品（服务）在技术上的核心支持作用：A 强（7–8 分）、B 较强（5–6 分）、C 一般（3–4 分）、D 较弱（1–2 分）、E 无（0 分）',
            bands: guideGrades(8),
            standardText: 'A 强 7–8 分，B 较强 5–6 分，C 一般 3–4 分，D 较弱 1–2 分，E 无 0 分',
          },
          {
            id: 'ht-ip-quantity',
            title: '知识产权数量',
            max: 8,
            metric: 'ipClass1',
            // Rule: A 1 项及以上（Ⅰ类）7–8；B 5 项及以上（Ⅱ类）5–6；C 3–4 项（Ⅱ类）3–4；D 1–2 项（Ⅱ类）1–2；E 0 项 0.
            bands: [
              { min: 1, score: 7, scoreMax: 8, grade: 'A' },
              { metric: 'ipClass2Total', min: 5, score: 5, scoreMax: 6, grade: 'B' },
              { metric: 'ipClass2Total', min: 3, score: 3, scoreMax: 4, grade: 'C' },
              { metric: 'ipClass2Total', min: 1, score: 1, scoreMax: 2, grade: 'D' },
              { score: 0, grade: 'E' },
            ],
            standardText: 'A 1 项及以上（Ⅰ类）7–8 分；B 5 项及以上（Ⅱ类）5–6 分；C 3–4 项（Ⅱ类）3–4 分；D 1–2 项（Ⅱ类）1–2 分；E 0 项 0 分',
          },
          {
            id: 'ht-ip-acquisition',
            title: '知识产权获得方式',
            max: 6,
            metric: 'ipAcquisition',
            // Rule: A 有自主研发 1–6；B 仅有受让、受赠和并购等 1–3; with no 知识产权 at all there is nothing to score.
            bands: [
              { metric: 'coreIpCount', max: 0, score: 0 },
              { equals: 'own', score: 1, scoreMax: 6, grade: 'A' },
              { equals: 'acquiredOnly', score: 1, scoreMax: 3, grade: 'B' },
            ],
            standardText: 'A 有自主研发 1–6 分；B 仅有受让、受赠和并购等 1–3 分',
          },
          {
            id: 'ht-ip-standards',
            title: '企业参与编制国家标准、行业标准、检测方法、技术规范的情况（加分项）',
            max: 2,
            metric: 'ipStandardsParticipation',
            bonus: true,
            // Rule: 加分项 A 是 1–2，B 否 0; 加分后“知识产权”总分不超过 30 分.
            bands: [
              { equals: true, score: 1, scoreMax: 2, grade: 'A' },
              { score: 0, grade: 'B' },
            ],
            standardText: 'A 是 1–2 分，B 否 0 分（加分后知识产权总分不超过 30 分）',
          },
        ],
        standardText: '技术的先进程度 ≤8 分、对主要产品（服务）的核心支持作用 ≤8 分、知识产权数量 ≤8 分、获得方式 ≤6 分，参与编制标准加分 ≤2 分（合计不超过 30 分）',
        basis: guide('四、（一）知识产权（≤30 分）'),
      },
      {
        id: 'ht-score-conversion',
        title: '科技成果转化能力',
        max: 30,
        metric: 'techAchievementsConvertedAvg3y',
        // Rule: by 近 3 年内科技成果转化的年平均数: A ≥5 项 25–30；B ≥4 项 19–24；C ≥3 项 13–18；D ≥2 项 7–12；E ≥1 项 1–6；F 0 项 0.
        bands: [
          { min: 5, score: 25, scoreMax: 30, grade: 'A' },
          { min: 4, score: 19, scoreMax: 24, grade: 'B' },
          { min: 3, score: 13, scoreMax: 18, grade: 'C' },
          { min: 2, score: 7, scoreMax: 12, grade: 'D' },
          { min: 1, score: 1, scoreMax: 6, grade: 'E' },
          { score: 0, grade: 'F' },
        ],
        standardText: '按近 3 年内科技成果转化的年平均数：≥5 项 25–30 分，≥4 项 19–24 分，≥3 项 13–18 分，≥2 项 7–12 分，≥1 项 1–6 分，0 项 0 分',
        basis: guide('四、（二）科技成果转化能力（≤30 分）'),
      },
      {
        id: 'ht-score-rd-management',
        title: '研究开发组织管理水平',
        max: 20,
        metric: 'hasRdAccounting',
        bands: [],
        // Rule: four items (≤6, ≤6, ≤4, ≤4) the experts score as a whole; the 指引 gives no bands within them, so an
        // item in place counts 1 to its max and an item missing 0.
        items: [
          {
            id: 'ht-org-accounting',
            title: '研发组织管理制度与研发费用辅助账',
            max: 6,
            metric: 'hasRdAccounting',
            judgedBy: 'self',
            rubric: '制定了企业研究开发的组织管理制度，建立了研发投入核算体系，编制了研发费用辅助账（≤6 分）',
            bands: [{ equals: true, score: 1, scoreMax: 6 }, { score: 0 }],
            standardText: '具备时由专家评 1–6 分，不具备 0 分',
          },
          {
            id: 'ht-org-institution',
            title: '研发机构与产学研合作',
            max: 6,
            metric: 'rdInstitutionLevel',
            judgedBy: 'self',
            rubric: '设立了内部科学技术研究开发机构并具备相应的科研条件，与国内外研究开发机构开展多种形式产学研合作（≤6 分）',
            bands: [{ metric: 'hasIndustryUniversityCoop', equals: true, score: 1, scoreMax: 6 }, { equals: 'none', score: 0 }, { score: 1, scoreMax: 6 }],
            standardText: '设有研发机构或开展产学研合作时由专家评 1–6 分，均无 0 分',
          },
          {
            id: 'ht-org-incentive',
            title: '成果转化组织实施与激励奖励制度',
            max: 4,
            metric: 'hasRdIncentive',
            judgedBy: 'self',
            rubric: '建立了科技成果转化的组织实施与激励奖励制度，建立开放式的创新创业平台（≤4 分）',
            bands: [{ equals: true, score: 1, scoreMax: 4 }, { score: 0 }],
            standardText: '具备时由专家评 1–4 分，不具备 0 分',
          },
          {
            id: 'ht-org-talent',
            title: '人才培养、引进与绩效评价奖励制度',
            max: 4,
            metric: 'hasTalentTraining',
            judgedBy: 'self',
            rubric: '建立了科技人员的培养进修、职工技能培训、优秀人才引进，以及人才绩效评价奖励制度（≤4 分）',
            bands: [{ equals: true, score: 1, scoreMax: 4 }, { score: 0 }],
            standardText: '具备时由专家评 1–4 分，不具备 0 分',
          },
        ],
        standardText: '组织管理制度与研发费用辅助账 ≤6 分；研发机构与产学研合作 ≤6 分；成果转化激励制度 ≤4 分；人才培养与绩效评价制度 ≤4 分',
        basis: guide('四、（三）研究开发组织管理水平（≤20 分）'),
      },
      {
        id: 'ht-score-growth',
        title: '企业成长性',
        max: 20,
        metric: 'htNetAssetGrowth',
        bands: [],
        // Rule: 增长率 = ½ ×（第二年 ÷ 第一年 + 第三年 ÷ 第二年）− 1, each rate ≤10 分: ≥35% 9–10；≥25% 7–8；≥15% 5–6；
        // ≥5% 3–4；>0 1–2；≤0 0. 第一年为 0 按后两年计算，第二年为 0 按 0 分计算 (the metrics apply both).
        items: [
          { id: 'ht-growth-net-assets', title: '净资产增长率', max: 10, metric: 'htNetAssetGrowth', bands: growthBands(), standardText: GROWTH_TEXT },
          { id: 'ht-growth-revenue', title: '销售收入增长率', max: 10, metric: 'htRevenueGrowth', bands: growthBands(), standardText: GROWTH_TEXT },
        ],
        standardText: `净资产增长率、销售收入增长率各 ≤10 分：${GROWTH_TEXT}`,
        basis: guide('四、（四）企业成长性（≤20 分）'),
      },
    ],
  },
};
