import type { LedgerFieldKey } from '@smes/eligibility';

// What the questionnaires ask, written out: computing it from the rule sets (questions.ts) put both rule sets and the
// engine's rule-set parser in every evaluation screen's visit, for two lists (ADR 91). schemes.test.ts holds these
// equal to what questions.ts computes from the rule sets shipped with the portal, so a rule set's change fails there.

/** The ledger fields the 高企 conditions and score read, limited to those the ledger form can store. */
export const HIGH_TECH_FIELD_KEYS: readonly LedgerFieldKey[] = [
  'registeredAt', 'inKeySupportedField', 'employeesTotal', 'rdStaff', 'revenueY1', 'revenueY2', 'revenueY3', 'rdExpenseY1', 'rdExpenseY2',
  'rdExpenseY3', 'domesticRdExpenseY1', 'domesticRdExpenseY2', 'domesticRdExpenseY3', 'netAssetsY1', 'netAssetsY2', 'netAssetsY3',
  'highTechRevenueY1', 'inventionPatents', 'utilityModels', 'designPatents', 'softwareCopyrights', 'ipClass1', 'ipClass2', 'ipTechAdvancement',
  'ipCoreSupport', 'ipAcquisition', 'ipStandardsParticipation', 'rdInstitutionLevel', 'techAchievementsConverted3y', 'hasRdAccounting',
  'hasRdIncentive', 'hasTalentTraining', 'hasIndustryUniversityCoop', 'majorIncidentLastYear',
];

/** The 指引's rubric for each item the enterprise rates itself on. */
export const HIGH_TECH_RUBRICS: Partial<Record<LedgerFieldKey, string>> = {
  ipTechAdvancement: '评价要点：由技术专家评价知识产权所涉技术的先进程度：A 高（7–8 分）、B 较高（5–6 分）、C 一般（3–4 分）、D 较低（1–2 分）、E 无（0 分）',
  ipCoreSupport: '评价要点：由技术专家评价知识产权对主要产品（服务）在技术上的核心支持作用：A 强（7–8 分）、B 较强（5–6 分）、C 一般（3–4 分）、D 较弱（1–2 分）、E 无（0 分）',
  hasRdAccounting: '评价要点：制定了企业研究开发的组织管理制度，建立了研发投入核算体系，编制了研发费用辅助账（≤6 分）',
  rdInstitutionLevel: '评价要点：设立了内部科学技术研究开发机构并具备相应的科研条件，与国内外研究开发机构开展多种形式产学研合作（≤6 分）',
  hasRdIncentive: '评价要点：建立了科技成果转化的组织实施与激励奖励制度，建立开放式的创新创业平台（≤4 分）',
  hasTalentTraining: '评价要点：建立了科技人员的培养进修、职工技能培训、优秀人才引进，以及人才绩效评价奖励制度（≤4 分）',
};

/** The ledger fields the 专精特新 conditions, score and direct paths read (the national standard shipped with the portal). */
export const SPECIALIZED_FIELD_KEYS: readonly LedgerFieldKey[] = [
  'industry', 'chainRole', 'nicheYears', 'employeesTotal', 'rdStaff', 'revenueY1', 'mainBusinessRevenueY1', 'mainBusinessRevenueY2',
  'mainBusinessRevenueY3', 'rdExpenseY1', 'rdExpenseY2', 'netProfitY1', 'totalAssetsY1', 'totalDebtY1', 'equityFinancing2y', 'trademarks',
  'ipClass1', 'ipClass2', 'ipAcquisition', 'ipStandardsParticipation', 'rdInstitutionLevel', 'digitalLevel', 'qualityManagement',
  'majorIncidentLastYear', 'majorIncidentYear2', 'majorIncidentYear3', 'seriousDishonestyListed', 'abnormalOperationListed',
  'restrictedProducts', 'taxViolation3y',
];

/** The 专精特新 standard rates no item by the enterprise itself: no rubric to show. */
export const SPECIALIZED_RUBRICS: Partial<Record<LedgerFieldKey, string>> = {};
