import type { LedgerData } from '@smes/api';
import type { LedgerFieldKey } from '@smes/eligibility';
import { paths } from '../../app/paths';

/**
 * Each ledger field's Chinese label, without the rest of the engine's field table (groups, kinds, help, options):
 * the reports (condition table, score table, problem list) name the fields a 待核验 condition needs and link to
 * them, and that is all they fetch (ADR 98). The forms keep ledger-form-fields.ts, which reads the engine's table
 * they load anyway; importing this module there too would send the labels twice.
 * Keyed by the fields the form offers (the engine's that the API can store), so a field added to both stops the
 * build here and one the contract drops cannot stay; ledger-field-labels.test.ts holds every label, the form-field
 * test and the links equal to ledger-form-fields.ts's.
 */
export type LedgerFormFieldKey = Extract<LedgerFieldKey, keyof LedgerData>;

export const LEDGER_FIELD_LABELS: Readonly<Record<LedgerFormFieldKey, string>> = {
  enterpriseName: '企业名称',
  creditCode: '统一社会信用代码',
  registeredAt: '注册成立日期',
  provinceCode: '所在省份',
  cityCode: '所在城市',
  districtCode: '所在区县',
  industry: '所属行业门类',
  mainProducts: '主营产品（服务）',
  inKeySupportedField: '核心技术属于国家重点支持的高新技术领域',
  inStrategicEmergingIndustry: '主导产品属于战略性新兴产业',
  chainRole: '主导产品在产业链中的作用（自评）',
  nicheYears: '从事特定细分市场年限',
  employeesTotal: '职工总数',
  rdStaff: '研发人员数',
  staffBachelorOrAbove: '本科及以上学历职工数',
  revenueY1: '营业收入（上年度）',
  revenueY2: '营业收入（前年度）',
  revenueY3: '营业收入（大前年度）',
  mainBusinessRevenueY1: '主营业务收入（上年度）',
  mainBusinessRevenueY2: '主营业务收入（前年度）',
  mainBusinessRevenueY3: '主营业务收入（大前年度）',
  rdExpenseY1: '研发费用（上年度）',
  rdExpenseY2: '研发费用（前年度）',
  rdExpenseY3: '研发费用（大前年度）',
  domesticRdExpenseY1: '境内研发费用（上年度）',
  domesticRdExpenseY2: '境内研发费用（前年度）',
  domesticRdExpenseY3: '境内研发费用（大前年度）',
  netProfitY1: '净利润（上年度）',
  netProfitY2: '净利润（前年度）',
  netProfitY3: '净利润（大前年度）',
  netAssetsY1: '净资产（上年末）',
  netAssetsY2: '净资产（前年末）',
  netAssetsY3: '净资产（大前年末）',
  totalAssetsY1: '资产总额（上年末）',
  totalDebtY1: '负债总额（上年末）',
  highTechRevenueY1: '高新技术产品（服务）收入（上年度）',
  equityFinancing2y: '近两年新增股权融资总额',
  rdSuperDeductionY1: '研发费用加计扣除额（上年度）',
  bankLoanInterestY1: '银行贷款实际支付利息（上年度）',
  techUpgradeInvestmentY1: '技术改造项目生产性设备投资（上年度）',
  digitalInvestmentY1: '数字化改造项目软硬件投入（上年度）',
  inventionPatents: '发明专利数量',
  utilityModels: '实用新型专利数量',
  designPatents: '外观设计专利数量',
  softwareCopyrights: '软件著作权数量',
  trademarks: '注册商标数量',
  ipClass1: 'Ⅰ类知识产权数量',
  ipClass2: 'Ⅱ类知识产权数量',
  inventionPatentsGrantedY1: '发明专利新获授权数量（上年度）',
  utilityModelsGrantedY1: '实用新型专利新获授权数量（上年度）',
  designPatentsGrantedY1: '外观设计专利新获授权数量（上年度）',
  softwareCopyrightsGrantedY1: '软件著作权新登记数量（上年度）',
  ipTechAdvancement: '知识产权所涉技术的先进程度（自评）',
  ipCoreSupport: '知识产权对主要产品（服务）的核心支持作用（自评）',
  ipAcquisition: '知识产权获得方式',
  ipStandardsParticipation: '参与编制国家标准、行业标准、检测方法或技术规范',
  rdInstitutionLevel: '研发机构级别',
  techAchievementsConverted3y: '近三年科技成果转化数量（合计）',
  techAchievementsConvertedY1: '科技成果转化数量（上年度）',
  techAchievementsConvertedY2: '科技成果转化数量（前年度）',
  hasRdAccounting: '已建立研发投入核算体系',
  hasRdIncentive: '已建立科技成果转化激励制度',
  hasTalentTraining: '已建立人才培养与激励制度',
  hasIndustryUniversityCoop: '已开展产学研合作',
  qualHighTech: '高新技术企业',
  qualSpecialized: '专精特新中小企业',
  qualLittleGiant: '专精特新“小巨人”企业',
  qualInnovativeSme: '创新型中小企业',
  qualTechSme: '科技型中小企业',
  qualHighTechFirst: '最近一次高新技术企业认定为首次认定',
  digitalLevel: '数字化水平等级',
  qualityManagement: '质量管理水平',
  majorIncidentLastYear: '近一年发生重大安全、重大质量事故或严重环境违法行为',
  majorIncidentYear2: '一至两年前发生重大安全、重大质量事故或严重环境违法行为',
  majorIncidentYear3: '两至三年前发生重大安全、重大质量事故或严重环境违法行为',
  seriousDishonestyListed: '被列入严重失信主体名单',
  abnormalOperationListed: '被列入经营异常名录',
  restrictedProducts: '提供的产品（服务）属于国家禁止、限制或淘汰类',
  taxViolation3y: '近三年有偷漏税等违法违规行为',
};

/** A field the ledger form offers: one the engine knows and the API can store. */
export function isLedgerFormField(key: string): key is LedgerFormFieldKey {
  return Object.hasOwn(LEDGER_FIELD_LABELS, key);
}

/** The Chinese label of one of the form's fields, or the key itself for any other (callers keep isLedgerFormField's). */
export function ledgerFieldLabel(key: string): string {
  return isLedgerFormField(key) ? LEDGER_FIELD_LABELS[key] : key;
}

/** How a table names a condition's ledger fields and links to them; the reports pass LEDGER_FIELD_NAMING. */
export type LedgerFieldNaming = {
  isFormField: (key: string) => key is LedgerFieldKey;
  label: (key: string) => string;
  href: (key: string) => string;
  /** The DOM id of the field's input on the ledger page (`#<id>` jumps to it there). */
  id: (key: string) => string;
};

/** The DOM id of a field's input; `#field-<key>` links jump to it. */
export function ledgerFieldId(key: string): string {
  return `field-${key}`;
}

export const LEDGER_PAGE_PATH = paths.personalCenter.enterpriseInformation;

/** Where to fill in one field: the ledger page, scrolled to and focused on that input. */
export function ledgerFieldHref(key: string): string {
  return `${LEDGER_PAGE_PATH}#${ledgerFieldId(key)}`;
}

export const LEDGER_FIELD_NAMING: LedgerFieldNaming = { isFormField: isLedgerFormField, label: ledgerFieldLabel, href: ledgerFieldHref, id: ledgerFieldId };
