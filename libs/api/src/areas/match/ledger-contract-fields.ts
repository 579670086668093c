import type { LedgerData } from './types';

// Keyed by the contract's own field names, so a field added to or dropped from openapi/portal.yaml
// stops the build here until this list follows.
const CONTRACT_FIELDS: Record<keyof LedgerData, true> = {
  enterpriseName: true,
  creditCode: true,
  registeredAt: true,
  provinceCode: true,
  cityCode: true,
  districtCode: true,
  industry: true,
  mainProducts: true,
  inKeySupportedField: true,
  nicheYears: true,
  employeesTotal: true,
  rdStaff: true,
  staffBachelorOrAbove: true,
  revenueY1: true,
  revenueY2: true,
  revenueY3: true,
  mainBusinessRevenueY1: true,
  rdExpenseY1: true,
  rdExpenseY2: true,
  rdExpenseY3: true,
  domesticRdExpenseY1: true,
  domesticRdExpenseY2: true,
  domesticRdExpenseY3: true,
  netProfitY1: true,
  netProfitY2: true,
  netProfitY3: true,
  netAssetsY1: true,
  netAssetsY2: true,
  netAssetsY3: true,
  totalAssetsY1: true,
  totalDebtY1: true,
  highTechRevenueY1: true,
  equityFinancing2y: true,
  inventionPatents: true,
  utilityModels: true,
  designPatents: true,
  softwareCopyrights: true,
  trademarks: true,
  ipClass1: true,
  ipClass2: true,
  techAchievementsConverted3y: true,
  rdInstitutionLevel: true,
  hasRdAccounting: true,
  hasRdIncentive: true,
  hasTalentTraining: true,
  hasIndustryUniversityCoop: true,
  majorIncidentLastYear: true,
  qualHighTech: true,
  qualSpecialized: true,
  qualLittleGiant: true,
  qualInnovativeSme: true,
  qualTechSme: true,
  digitalLevel: true,
  qualityManagement: true,
  rdSuperDeductionY1: true,
  bankLoanInterestY1: true,
  techUpgradeInvestmentY1: true,
  digitalInvestmentY1: true,
  inventionPatentsGrantedY1: true,
  utilityModelsGrantedY1: true,
  designPatentsGrantedY1: true,
  softwareCopyrightsGrantedY1: true,
  ipTechAdvancement: true,
  ipCoreSupport: true,
  ipAcquisition: true,
  ipStandardsParticipation: true,
  techAchievementsConvertedY1: true,
  techAchievementsConvertedY2: true,
  qualHighTechFirst: true,
  majorIncidentYear2: true,
  majorIncidentYear3: true,
  seriousDishonestyListed: true,
  taxViolation3y: true,
  abnormalOperationListed: true,
  restrictedProducts: true,
  mainBusinessRevenueY2: true,
  mainBusinessRevenueY3: true,
  inStrategicEmergingIndustry: true,
  chainRole: true,
};

/**
 * The ledger fields `PUT /api/enterprise/ledger` accepts (the schema forbids any other key), so
 * forms send and show only what the server can store.
 */
export const LEDGER_CONTRACT_FIELDS: readonly (keyof LedgerData)[] = Object.keys(CONTRACT_FIELDS) as (keyof LedgerData)[];

export function isLedgerContractField(key: string): key is keyof LedgerData {
  return Object.hasOwn(CONTRACT_FIELDS, key);
}

/** Keeps only the keys the contract knows, e.g. before sending a ledger built from a wider model. */
export function pickLedgerContractFields(ledger: Record<string, unknown>): LedgerData {
  return Object.fromEntries(Object.entries(ledger).filter(([key]) => isLedgerContractField(key))) as LedgerData;
}
