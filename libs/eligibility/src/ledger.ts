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
  // 知识产权
  inventionPatents?: number | null;
  utilityModels?: number | null;
  designPatents?: number | null;
  softwareCopyrights?: number | null;
  trademarks?: number | null;
  ipClass1?: number | null;
  ipClass2?: number | null;
  // 研发与转化
  rdInstitutionLevel?: RdInstitutionLevel | null;
  techAchievementsConverted3y?: number | null;
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
  digitalLevel?: DigitalLevel | null;
  qualityManagement?: QualityManagementLevel | null;
  // 合规
  majorIncidentLastYear?: boolean | null;
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
