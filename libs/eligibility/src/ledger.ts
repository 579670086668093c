/** GB/T 4754-2017 section letters (国民经济行业门类). */
export type IndustrySectionCode =
  | 'A'
  | 'B'
  | 'C'
  | 'D'
  | 'E'
  | 'F'
  | 'G'
  | 'H'
  | 'I'
  | 'J'
  | 'K'
  | 'L'
  | 'M'
  | 'N'
  | 'O'
  | 'P'
  | 'Q'
  | 'R'
  | 'S'
  | 'T';

export type RdInstitutionLevel = 'none' | 'district' | 'municipal' | 'provincial' | 'national';

/** Grade of the national 中小企业数字化水平评测 (一级 … 四级). */
export type DigitalLevel = 'none' | 'level1' | 'level2' | 'level3' | 'level4';

/** 'system': ISO 9001 or similar certified; 'award': a provincial or higher quality award. */
export type QualityManagementLevel = 'none' | 'system' | 'award';

/** A grade of the 高企工作指引's rubric (A 高/强 … E 无), as the enterprise rates itself before the experts do. */
export type GuideGrade = 'A' | 'B' | 'C' | 'D' | 'E';

/** 知识产权获得方式 in the 工作指引: 有自主研发, or 仅有受让、受赠和并购等. */
export type IpAcquisition = 'own' | 'acquiredOnly';

/**
 * 主导产品所属领域 in the 专精特新认定标准: 在产业链供应链关键环节及关键领域“补短板”“锻长板”“填空白”取得实际成效 /
 * 属于工业“六基”领域、中华老字号名录或服务关键产业链重点龙头企业 / neither.
 */
export type ChainRole = 'keyLink' | 'basicField' | 'none';

/**
 * 企业档案: one flat record that the enterprise fills in over time. `undefined` means "not
 * answered yet". For qualification dates `null` is an answer ("未获得"); for every other field
 * `null` is treated like `undefined`. Amounts are 万元; Y1 is the last fiscal year, Y3 three years ago.
 */
export type EnterpriseLedger = {
  // 基本信息
  enterpriseName?: string | null;
  creditCode?: string | null;
  registeredAt?: string | null;
  provinceCode?: string | null;
  cityCode?: string | null;
  districtCode?: string | null;
  /** A GB/T 4754 section letter (`IndustrySectionCode`); the contract types it as a string with a pattern. */
  industry?: string | null;
  mainProducts?: string | null;
  inKeySupportedField?: boolean | null;
  /** 主导产品属于《战略性新兴产业分类》. */
  inStrategicEmergingIndustry?: boolean | null;
  chainRole?: ChainRole | null;
  nicheYears?: number | null;
  // 人员
  employeesTotal?: number | null;
  rdStaff?: number | null;
  staffBachelorOrAbove?: number | null;
  // 财务
  revenueY1?: number | null;
  revenueY2?: number | null;
  revenueY3?: number | null;
  mainBusinessRevenueY1?: number | null;
  mainBusinessRevenueY2?: number | null;
  mainBusinessRevenueY3?: number | null;
  rdExpenseY1?: number | null;
  rdExpenseY2?: number | null;
  rdExpenseY3?: number | null;
  domesticRdExpenseY1?: number | null;
  domesticRdExpenseY2?: number | null;
  domesticRdExpenseY3?: number | null;
  netProfitY1?: number | null;
  netProfitY2?: number | null;
  netProfitY3?: number | null;
  netAssetsY1?: number | null;
  netAssetsY2?: number | null;
  netAssetsY3?: number | null;
  totalAssetsY1?: number | null;
  totalDebtY1?: number | null;
  highTechRevenueY1?: number | null;
  equityFinancing2y?: number | null;
  /** 上年度经税务部门确认的研发费用加计扣除额; 0 means the 加计扣除 was not claimed. */
  rdSuperDeductionY1?: number | null;
  /** Interest actually paid on bank loans last year; 0 means no loan. A 贴息 is a share of it. */
  bankLoanInterestY1?: number | null;
  /** Equipment investment of the technical upgrade project completed last year; 0 means none. */
  techUpgradeInvestmentY1?: number | null;
  /** Software and hardware spent on the digital upgrade project completed last year; 0 means none. */
  digitalInvestmentY1?: number | null;
  // 知识产权
  inventionPatents?: number | null;
  utilityModels?: number | null;
  designPatents?: number | null;
  softwareCopyrights?: number | null;
  trademarks?: number | null;
  ipClass1?: number | null;
  ipClass2?: number | null;
  /** Granted (registered) last calendar year: what per-item 授权资助 pay for. Kept by the 知识产权台账 when it has records. */
  inventionPatentsGrantedY1?: number | null;
  utilityModelsGrantedY1?: number | null;
  designPatentsGrantedY1?: number | null;
  softwareCopyrightsGrantedY1?: number | null;
  /** The 高企工作指引's expert-judged 知识产权 items, as the enterprise rates itself. */
  ipTechAdvancement?: GuideGrade | null;
  ipCoreSupport?: GuideGrade | null;
  ipAcquisition?: IpAcquisition | null;
  ipStandardsParticipation?: boolean | null;
  // 研发与转化
  rdInstitutionLevel?: RdInstitutionLevel | null;
  techAchievementsConverted3y?: number | null;
  techAchievementsConvertedY1?: number | null;
  techAchievementsConvertedY2?: number | null;
  hasRdAccounting?: boolean | null;
  hasRdIncentive?: boolean | null;
  hasTalentTraining?: boolean | null;
  hasIndustryUniversityCoop?: boolean | null;
  // 资质
  qualHighTech?: string | null;
  qualSpecialized?: string | null;
  qualLittleGiant?: string | null;
  qualInnovativeSme?: string | null;
  qualTechSme?: string | null;
  /** Whether the 高企 recognition in `qualHighTech` was the first (not a 重新认定): 首次认定 awards ask. */
  qualHighTechFirst?: boolean | null;
  digitalLevel?: DigitalLevel | null;
  qualityManagement?: QualityManagementLevel | null;
  // 合规
  majorIncidentLastYear?: boolean | null;
  /** The year before that (one to two years ago), and the one before (two to three years ago): 近三年 asks all three. */
  majorIncidentYear2?: boolean | null;
  majorIncidentYear3?: boolean | null;
  seriousDishonestyListed?: boolean | null;
  abnormalOperationListed?: boolean | null;
  /** 提供的产品（服务）属于国家禁止、限制或淘汰类. */
  restrictedProducts?: boolean | null;
  taxViolation3y?: boolean | null;
};

export type LedgerFieldKey = keyof EnterpriseLedger;

export type LedgerValue = NonNullable<EnterpriseLedger[LedgerFieldKey]>;

/**
 * Writes one field. The value's type is only known to fit the key once `validateFieldValue` has checked it
 * against the field's kind, so this is for validated values (and copies of ledger values) only.
 */
export function setLedgerValue<K extends LedgerFieldKey>(ledger: EnterpriseLedger, key: K, value: EnterpriseLedger[K]): void {
  ledger[key] = value;
}
