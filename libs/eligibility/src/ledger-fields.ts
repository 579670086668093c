import type { IndustrySectionCode, LedgerFieldKey } from './ledger';

export type LedgerFieldGroup = '基本信息' | '人员' | '财务' | '知识产权' | '研发与转化' | '资质' | '合规';

export type LedgerFieldKind =
  | 'text'
  | 'integer'
  | 'amount'
  | 'ratio'
  | 'date'
  | 'boolean'
  | 'enum'
  | 'region'
  | 'industry'
  | 'creditCode';

export type LedgerFieldUnit = '万元' | '人' | '件' | '项' | '年' | '%';

export type LedgerFieldOption = { value: string; label: string };

export type LedgerField = {
  key: LedgerFieldKey;
  label: string;
  group: LedgerFieldGroup;
  kind: LedgerFieldKind;
  unit?: LedgerFieldUnit;
  /** Allowed values of an enum (and of `industry`), with their Chinese labels. */
  options?: readonly LedgerFieldOption[];
  help?: string;
  /** Amounts are non-negative unless this is set (net profit can be a loss). */
  allowNegative?: boolean;
  /** `null` is an answer ("未获得"), not a gap: qualification dates. */
  nullIsAnswer?: boolean;
  /** How a `boolean` answer reads as a fact (实际值): both sides worded, never a bare 是 / 否. */
  booleanText?: { yes: string; no: string };
  /** Which level a `region` field holds. */
  regionLevel?: 'province' | 'city' | 'district';
  maxLength?: number;
};

export const INDUSTRY_SECTIONS: readonly { code: IndustrySectionCode; name: string }[] = [
  { code: 'A', name: '农、林、牧、渔业' },
  { code: 'B', name: '采矿业' },
  { code: 'C', name: '制造业' },
  { code: 'D', name: '电力、热力、燃气及水生产和供应业' },
  { code: 'E', name: '建筑业' },
  { code: 'F', name: '批发和零售业' },
  { code: 'G', name: '交通运输、仓储和邮政业' },
  { code: 'H', name: '住宿和餐饮业' },
  { code: 'I', name: '信息传输、软件和信息技术服务业' },
  { code: 'J', name: '金融业' },
  { code: 'K', name: '房地产业' },
  { code: 'L', name: '租赁和商务服务业' },
  { code: 'M', name: '科学研究和技术服务业' },
  { code: 'N', name: '水利、环境和公共设施管理业' },
  { code: 'O', name: '居民服务、修理和其他服务业' },
  { code: 'P', name: '教育' },
  { code: 'Q', name: '卫生和社会工作' },
  { code: 'R', name: '文化、体育和娱乐业' },
  { code: 'S', name: '公共管理、社会保障和社会组织' },
  { code: 'T', name: '国际组织' },
];

const YEAR_SUFFIX = { 1: '上年度', 2: '前年度', 3: '大前年度' } as const;
const YEAR_END_SUFFIX = { 1: '上年末', 2: '前年末', 3: '大前年末' } as const;

type FieldSpec = Omit<LedgerField, 'key'>;

function amount(label: string, help?: string, extra: Partial<FieldSpec> = {}): FieldSpec {
  return { label, group: '财务', kind: 'amount', unit: '万元', ...(help ? { help } : {}), ...extra };
}

function ipCount(label: string, help?: string): FieldSpec {
  return { label, group: '知识产权', kind: 'integer', unit: '件', ...(help ? { help } : {}) };
}

function qualification(label: string): FieldSpec {
  return {
    label,
    group: '资质',
    kind: 'date',
    nullIsAnswer: true,
    help: '填写证书上的认定日期；尚未获得请选择“未获得”',
  };
}

function guideGrade(label: string, help: string, grades: readonly string[]): FieldSpec {
  return {
    label,
    group: '知识产权',
    kind: 'enum',
    help,
    options: grades.map((grade) => ({ value: grade.slice(0, 1), label: grade })),
  };
}

function flag(label: string, help: string, booleanText: { yes: string; no: string }): FieldSpec {
  return { label, group: '研发与转化', kind: 'boolean', help, booleanText };
}

// A Record keyed by LedgerFieldKey makes the compiler insist on metadata for every ledger field.
const FIELD_SPECS: Record<LedgerFieldKey, FieldSpec> = {
  enterpriseName: { label: '企业名称', group: '基本信息', kind: 'text', maxLength: 100 },
  creditCode: {
    label: '统一社会信用代码',
    group: '基本信息',
    kind: 'creditCode',
    help: '18 位，见营业执照',
  },
  registeredAt: { label: '注册成立日期', group: '基本信息', kind: 'date' },
  provinceCode: { label: '所在省份', group: '基本信息', kind: 'region', regionLevel: 'province' },
  cityCode: { label: '所在城市', group: '基本信息', kind: 'region', regionLevel: 'city' },
  districtCode: { label: '所在区县', group: '基本信息', kind: 'region', regionLevel: 'district' },
  industry: {
    label: '所属行业门类',
    group: '基本信息',
    kind: 'industry',
    options: INDUSTRY_SECTIONS.map((section) => ({ value: section.code, label: section.name })),
    help: '按《国民经济行业分类》（GB/T 4754-2017）门类填写',
  },
  mainProducts: { label: '主营产品（服务）', group: '基本信息', kind: 'text', maxLength: 200 },
  inKeySupportedField: {
    label: '核心技术属于国家重点支持的高新技术领域',
    group: '基本信息',
    kind: 'boolean',
    help: '对照《国家重点支持的高新技术领域》判断主要产品（服务）的核心技术是否在范围内',
    booleanText: { yes: '属于国家重点支持的高新技术领域', no: '不属于国家重点支持的高新技术领域' },
  },
  inStrategicEmergingIndustry: {
    label: '主导产品属于战略性新兴产业',
    group: '基本信息',
    kind: 'boolean',
    help: '对照国家统计局《战略性新兴产业分类》判断',
    booleanText: { yes: '主导产品属于《战略性新兴产业分类》', no: '主导产品不属于《战略性新兴产业分类》' },
  },
  chainRole: {
    label: '主导产品在产业链中的作用（自评）',
    group: '基本信息',
    kind: 'enum',
    options: [
      { value: 'keyLink', label: '在产业链供应链关键环节“补短板”“锻长板”“填空白”取得实际成效' },
      { value: 'basicField', label: '属于工业“六基”领域、中华老字号名录或服务关键产业链重点龙头企业' },
      { value: 'none', label: '不属于以上情况' },
    ],
    help: '对照《专精特新中小企业认定标准》评价指标 4 自评，认定时以主管部门审核为准',
  },
  nicheYears: {
    label: '从事特定细分市场年限',
    group: '基本信息',
    kind: 'integer',
    unit: '年',
    help: '企业主导产品在其细分市场持续经营的年数',
  },

  employeesTotal: { label: '职工总数', group: '人员', kind: 'integer', unit: '人' },
  rdStaff: {
    label: '研发人员数',
    group: '人员',
    kind: 'integer',
    unit: '人',
    help: '从事研发和相关技术创新活动的科技人员，含累计实际工作 183 天以上的兼职、临时聘用人员',
  },
  staffBachelorOrAbove: { label: '本科及以上学历职工数', group: '人员', kind: 'integer', unit: '人' },

  revenueY1: amount(`营业收入（${YEAR_SUFFIX[1]}）`),
  revenueY2: amount(`营业收入（${YEAR_SUFFIX[2]}）`),
  revenueY3: amount(`营业收入（${YEAR_SUFFIX[3]}）`),
  mainBusinessRevenueY1: amount(`主营业务收入（${YEAR_SUFFIX[1]}）`),
  mainBusinessRevenueY2: amount(`主营业务收入（${YEAR_SUFFIX[2]}）`),
  mainBusinessRevenueY3: amount(`主营业务收入（${YEAR_SUFFIX[3]}）`),
  rdExpenseY1: amount(`研发费用（${YEAR_SUFFIX[1]}）`, '按研发费用辅助账归集的研究开发费用总额'),
  rdExpenseY2: amount(`研发费用（${YEAR_SUFFIX[2]}）`),
  rdExpenseY3: amount(`研发费用（${YEAR_SUFFIX[3]}）`),
  domesticRdExpenseY1: amount(`境内研发费用（${YEAR_SUFFIX[1]}）`, '研发费用中在中国境内发生的部分'),
  domesticRdExpenseY2: amount(`境内研发费用（${YEAR_SUFFIX[2]}）`),
  domesticRdExpenseY3: amount(`境内研发费用（${YEAR_SUFFIX[3]}）`),
  netProfitY1: amount(`净利润（${YEAR_SUFFIX[1]}）`, '亏损填负数', { allowNegative: true }),
  netProfitY2: amount(`净利润（${YEAR_SUFFIX[2]}）`, '亏损填负数', { allowNegative: true }),
  netProfitY3: amount(`净利润（${YEAR_SUFFIX[3]}）`, '亏损填负数', { allowNegative: true }),
  netAssetsY1: amount(`净资产（${YEAR_END_SUFFIX[1]}）`),
  netAssetsY2: amount(`净资产（${YEAR_END_SUFFIX[2]}）`),
  netAssetsY3: amount(`净资产（${YEAR_END_SUFFIX[3]}）`),
  totalAssetsY1: amount(`资产总额（${YEAR_END_SUFFIX[1]}）`),
  totalDebtY1: amount(`负债总额（${YEAR_END_SUFFIX[1]}）`),
  highTechRevenueY1: amount(
    `高新技术产品（服务）收入（${YEAR_SUFFIX[1]}）`,
    '与核心知识产权相关、属于国家重点支持的高新技术领域的产品（服务）收入',
  ),
  equityFinancing2y: amount('近两年新增股权融资总额', '合格机构投资者的实缴额'),
  rdSuperDeductionY1: amount(`研发费用加计扣除额（${YEAR_SUFFIX[1]}）`, '企业所得税年度纳税申报表 A107012 中经税务部门确认的加计扣除金额；未享受填 0'),
  bankLoanInterestY1: amount(`银行贷款实际支付利息（${YEAR_SUFFIX[1]}）`, '按借款合同和付息凭证合计；上年度没有银行贷款填 0'),
  techUpgradeInvestmentY1: amount(
    `技术改造项目生产性设备投资（${YEAR_SUFFIX[1]}）`,
    '上年度已竣工投产的技术改造项目中生产性设备的购置额；没有此类项目填 0',
  ),
  digitalInvestmentY1: amount(`数字化改造项目软硬件投入（${YEAR_SUFFIX[1]}）`, '上年度已竣工投产的数字化改造项目的软硬件投入；没有此类项目填 0'),

  inventionPatents: ipCount('发明专利数量'),
  utilityModels: ipCount('实用新型专利数量'),
  designPatents: ipCount('外观设计专利数量'),
  softwareCopyrights: ipCount('软件著作权数量'),
  trademarks: ipCount('注册商标数量'),
  ipClass1: ipCount(
    'Ⅰ类知识产权数量',
    '发明专利（含国防专利）、植物新品种、国家级农作物品种、国家新药、国家一级中药保护品种、集成电路布图设计专有权等',
  ),
  ipClass2: ipCount('Ⅱ类知识产权数量', '实用新型专利、外观设计专利、软件著作权等'),
  inventionPatentsGrantedY1: ipCount(`发明专利新获授权数量（${YEAR_SUFFIX[1]}）`, '授权公告日在上一个日历年内的发明专利'),
  utilityModelsGrantedY1: ipCount(`实用新型专利新获授权数量（${YEAR_SUFFIX[1]}）`, '授权公告日在上一个日历年内的实用新型专利'),
  designPatentsGrantedY1: ipCount(`外观设计专利新获授权数量（${YEAR_SUFFIX[1]}）`, '授权公告日在上一个日历年内的外观设计专利'),
  softwareCopyrightsGrantedY1: ipCount(`软件著作权新登记数量（${YEAR_SUFFIX[1]}）`, '登记日在上一个日历年内的软件著作权'),
  ipTechAdvancement: guideGrade('知识产权所涉技术的先进程度（自评）', '对照《高新技术企业认定管理工作指引》的评价档次自评，专家评审时可能不同', [
    'A 高',
    'B 较高',
    'C 一般',
    'D 较低',
    'E 无',
  ]),
  ipCoreSupport: guideGrade('知识产权对主要产品（服务）的核心支持作用（自评）', '对照《高新技术企业认定管理工作指引》的评价档次自评，专家评审时可能不同', [
    'A 强',
    'B 较强',
    'C 一般',
    'D 较弱',
    'E 无',
  ]),
  ipAcquisition: {
    label: '知识产权获得方式',
    group: '知识产权',
    kind: 'enum',
    options: [
      { value: 'own', label: '有自主研发' },
      { value: 'acquiredOnly', label: '仅有受让、受赠和并购等' },
    ],
  },
  ipStandardsParticipation: {
    label: '参与编制国家标准、行业标准、检测方法或技术规范',
    group: '知识产权',
    kind: 'boolean',
    help: '相关标准、方法和规范须经国家有关部门认证认可',
    booleanText: { yes: '参与编制过国家标准、行业标准、检测方法或技术规范', no: '未参与编制国家标准、行业标准、检测方法或技术规范' },
  },

  rdInstitutionLevel: {
    label: '研发机构级别',
    group: '研发与转化',
    kind: 'enum',
    options: [
      { value: 'none', label: '未建立' },
      { value: 'district', label: '区县级' },
      { value: 'municipal', label: '市级' },
      { value: 'provincial', label: '省级' },
      { value: 'national', label: '国家级' },
    ],
    help: '经认定的企业技术中心、工程技术研究中心、重点实验室等的最高级别',
  },
  techAchievementsConverted3y: {
    label: '近三年科技成果转化数量（合计）',
    group: '研发与转化',
    kind: 'integer',
    unit: '项',
    help: '同一科技成果转化为多个产品、服务、工艺等的，只计为一项',
  },
  techAchievementsConvertedY1: {
    label: `科技成果转化数量（${YEAR_SUFFIX[1]}）`,
    group: '研发与转化',
    kind: 'integer',
    unit: '项',
    help: '上一个日历年内完成转化的科技成果；同一成果只计一项',
  },
  techAchievementsConvertedY2: {
    label: `科技成果转化数量（${YEAR_SUFFIX[2]}）`,
    group: '研发与转化',
    kind: 'integer',
    unit: '项',
  },
  hasRdAccounting: flag('已建立研发投入核算体系', '制定了研发组织管理制度，建立研发投入核算体系，编制研发费用辅助账', {
    yes: '已建立研发投入核算体系',
    no: '未建立研发投入核算体系',
  }),
  hasRdIncentive: flag('已建立科技成果转化激励制度', '建立了科技成果转化的组织实施与激励奖励制度，或开放式创新创业平台', {
    yes: '已建立科技成果转化激励制度',
    no: '未建立科技成果转化激励制度',
  }),
  hasTalentTraining: flag('已建立人才培养与激励制度', '建立了科技人员培养进修、职工技能培训、优秀人才引进及绩效评价奖励制度', {
    yes: '已建立人才培养与激励制度',
    no: '未建立人才培养与激励制度',
  }),
  hasIndustryUniversityCoop: flag('已开展产学研合作', '与高校、科研院所等开展合作研发、共建平台等产学研合作', {
    yes: '已开展产学研合作',
    no: '未开展产学研合作',
  }),

  qualHighTech: qualification('高新技术企业'),
  qualSpecialized: qualification('专精特新中小企业'),
  qualLittleGiant: qualification('专精特新“小巨人”企业'),
  qualInnovativeSme: qualification('创新型中小企业'),
  qualTechSme: qualification('科技型中小企业'),
  qualHighTechFirst: {
    label: '最近一次高新技术企业认定为首次认定',
    group: '资质',
    kind: 'boolean',
    help: '此前从未被认定为高新技术企业的选“是”；有效期满后重新认定的选“否”',
    booleanText: { yes: '最近一次高新技术企业认定为首次认定', no: '最近一次高新技术企业认定为重新认定' },
  },
  digitalLevel: {
    label: '数字化水平等级',
    group: '资质',
    kind: 'enum',
    options: [
      { value: 'none', label: '未评测' },
      { value: 'level1', label: '一级' },
      { value: 'level2', label: '二级' },
      { value: 'level3', label: '三级' },
      { value: 'level4', label: '四级' },
    ],
    help: '中小企业数字化水平评测结果',
  },
  qualityManagement: {
    label: '质量管理水平',
    group: '资质',
    kind: 'enum',
    options: [
      { value: 'none', label: '未获质量管理体系认证' },
      { value: 'system', label: '已通过 ISO 9001 等质量管理体系认证' },
      { value: 'award', label: '获得省级以上质量奖荣誉' },
    ],
  },

  majorIncidentLastYear: {
    label: '近一年发生重大安全、重大质量事故或严重环境违法行为',
    group: '合规',
    kind: 'boolean',
    booleanText: { yes: '近一年发生过重大安全、质量事故或严重环境违法行为', no: '近一年无重大安全、质量事故和严重环境违法行为' },
  },
  majorIncidentYear2: {
    label: '一至两年前发生重大安全、重大质量事故或严重环境违法行为',
    group: '合规',
    kind: 'boolean',
    booleanText: { yes: '一至两年前发生过重大安全、质量事故或严重环境违法行为', no: '一至两年前无重大安全、质量事故和严重环境违法行为' },
  },
  majorIncidentYear3: {
    label: '两至三年前发生重大安全、重大质量事故或严重环境违法行为',
    group: '合规',
    kind: 'boolean',
    booleanText: { yes: '两至三年前发生过重大安全、质量事故或严重环境违法行为', no: '两至三年前无重大安全、质量事故和严重环境违法行为' },
  },
  seriousDishonestyListed: {
    label: '被列入严重失信主体名单',
    group: '合规',
    kind: 'boolean',
    help: '可在“信用中国”网站查询本企业的信用记录',
    booleanText: { yes: '被列入严重失信主体名单', no: '未被列入严重失信主体名单' },
  },
  abnormalOperationListed: {
    label: '被列入经营异常名录',
    group: '合规',
    kind: 'boolean',
    help: '可在国家企业信用信息公示系统查询',
    booleanText: { yes: '被列入经营异常名录', no: '未被列入经营异常名录' },
  },
  restrictedProducts: {
    label: '提供的产品（服务）属于国家禁止、限制或淘汰类',
    group: '合规',
    kind: 'boolean',
    help: '对照《产业结构调整指导目录》判断',
    booleanText: { yes: '产品（服务）属于国家禁止、限制或淘汰类', no: '产品（服务）不属于国家禁止、限制或淘汰类' },
  },
  taxViolation3y: {
    label: '近三年有偷漏税等违法违规行为',
    group: '合规',
    kind: 'boolean',
    booleanText: { yes: '近三年有偷漏税等违法违规行为', no: '近三年无偷漏税等违法违规行为' },
  },
};

/** Every ledger field, in form order (grouped, most basic first). */
export const LEDGER_FIELDS: readonly LedgerField[] = (Object.keys(FIELD_SPECS) as LedgerFieldKey[]).map((key) => ({
  key,
  ...FIELD_SPECS[key],
}));

export const LEDGER_FIELD_KEYS: readonly LedgerFieldKey[] = LEDGER_FIELDS.map((field) => field.key);

const FIELD_BY_KEY = new Map<string, LedgerField>(LEDGER_FIELDS.map((field) => [field.key, field]));
const FIELD_ORDER = new Map<string, number>(LEDGER_FIELD_KEYS.map((key, index) => [key, index]));

export function isLedgerFieldKey(value: unknown): value is LedgerFieldKey {
  return typeof value === 'string' && FIELD_BY_KEY.has(value);
}

export function getLedgerField(key: LedgerFieldKey): LedgerField {
  const field = FIELD_BY_KEY.get(key);
  if (!field) throw new Error(`Unknown ledger field: ${key}`);
  return field;
}

/** Sorts field keys into form order and drops duplicates, so lists of missing fields are stable. */
export function sortLedgerFieldKeys(keys: Iterable<LedgerFieldKey>): LedgerFieldKey[] {
  // Nothing to sort or de-duplicate in none or one (most calls of the engine): a copy, as below.
  if (Array.isArray(keys) && keys.length < 2) return keys.slice() as LedgerFieldKey[];
  return [...new Set(keys)].sort((a, b) => (FIELD_ORDER.get(a) ?? 0) - (FIELD_ORDER.get(b) ?? 0));
}

/**
 * Whether a stored value answers the field. Values of the wrong type count as unanswered, so a
 * ledger that was never validated still evaluates to "unknown" instead of a wrong verdict.
 */
export function isFieldFilled(key: LedgerFieldKey, value: unknown): boolean {
  const field = FIELD_BY_KEY.get(key);
  if (!field) return false;
  if (value === null) return field.nullIsAnswer === true;
  switch (field.kind) {
    case 'integer':
    case 'amount':
    case 'ratio':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'enum':
    case 'industry':
      return typeof value === 'string' && (field.options ?? []).some((option) => option.value === value);
    default:
      return typeof value === 'string' && value.trim() !== '';
  }
}
