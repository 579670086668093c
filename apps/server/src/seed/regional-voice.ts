import type { PolicyDept, PolicyPlace } from './policy-issuers';
import type { Article } from './policy-topics';

/**
 * How a region writes its policies: its strategy slogans, its online service platform, articles only its
 * documents carry, its own departments and document numbering, and the level of its amounts. Texts built
 * from one template with the place name swapped made 区域对比 compare wording instead of policy,
 * so every place draws its preamble, extra articles and closing clauses from its own pools.
 *
 * `{scope}` and `{platform}` in a clause are filled per policy. Zhejiang's departments and numbering stay
 * those of policy-issuers.ts, so the 文号 of existing Zhejiang records do not change.
 */
export type RegionalVoice = {
  /** Completes “为贯彻落实…部署” / “…，结合本地实际”: the region's own programmes. */
  strategies: readonly string[];
  /** Where enterprises apply. */
  platform: string;
  /** Articles only this region's documents carry; one to three are woven into each policy. */
  clauses: readonly Article[];
  /** Service articles that pay nothing, so tax notices and guidelines carry the region's voice too. */
  services: readonly Article[];
  /** The text of the 监督管理 article. */
  oversight: readonly string[];
  /** Multiplies a topic's maximum support (the region's fiscal weight); 1 keeps the topic's range. */
  amountFactor: number;
  /** Full issuer names where the region's departments differ from the generic names. */
  issuers?: Partial<Record<PolicyDept, string>>;
  /** The part of the 文号 before 〔year〕 where the region numbers its own way. */
  docPrefixes?: Partial<Record<PolicyDept, string>>;
};

const SHARED_OVERSIGHT = [
  '对弄虚作假、骗取财政资金的单位，依法追回已拨付资金，并按规定纳入信用记录。',
  '资金使用单位应当专款专用，自觉接受财政、审计部门的监督检查；对截留、挪用资金的，依法依规追究责任。',
];

const ZHEJIANG: RegionalVoice = {
  strategies: [
    '省委、省政府关于数字经济创新提质“一号发展工程”的',
    '“地瓜经济”提能升级“一号开放工程”的',
    '营商环境优化提升“一号改革工程”的',
    '“415X”先进制造业集群培育工程的',
  ],
  platform: '“浙里办”政策直达平台',
  services: [
    ['涉企服务', '依托“浙企通”和企业综合服务中心，对政策实行“一站式”咨询和诉求闭环办理。'],
    ['数据共享', '依托省一体化智能化公共数据平台共享企业信息，减少企业重复填报。'],
  ],
  clauses: [
    ['政策直达', '本政策纳入“浙里办”政策直达平台统一兑付，符合条件的事项推行“免申即享”，企业无需另行提交申请材料。'],
    ['增值化服务', '依托企业综合服务中心提供政策咨询、申报辅导等增值化服务，实行“一类事”集成办理。'],
    ['山区海岛县倾斜', '对山区海岛县企业，支持比例可在规定基础上提高 5 个百分点。'],
    ['亩均效益导向', '申报企业亩均效益综合评价为 D 类的，不予支持；A 类企业在同等条件下优先支持。'],
    ['数据核验', '企业研发投入、纳税等数据由税务、统计部门共享核验，原则上不再要求企业重复提供。'],
  ],
  oversight: [
    '建立政策兑现“一件事”闭环管理机制，对虚报冒领的企业依法追回资金，三年内不得享受本地各类财政扶持政策。',
    '资金兑付情况纳入“浙里办”政策直达平台全程留痕，审计部门按年度开展专项审计，发现问题的依法追回资金。',
  ],
  amountFactor: 1,
};

const JIANGSU: RegionalVoice = {
  strategies: [
    '省委、省政府关于制造业“智改数转网联”的',
    '“1650”产业体系建设的',
    '制造强省建设和产业强链“531”行动的',
    '科技自立自强“八大行动”的',
  ],
  platform: '江苏政务服务网“苏服办”',
  services: [
    ['苏企通服务', '依托“苏企通”平台开展政策精准推送和“一企一策”服务，企业诉求限时办结。'],
    ['诉求办理', '企业可通过 12345 政务服务便民热线和“苏服办”反映政策落实问题，有关部门限期答复。'],
  ],
  clauses: [
    ['苏服办兑付', '企业通过江苏政务服务网“苏服办”惠企通道在线申报，主管部门在受理后 20 个工作日内完成审核兑付。'],
    ['产业强链', '围绕省重点产业链培育链主企业，对带动本地配套率提升 10 个百分点以上的链主企业优先给予支持。'],
    ['省市联动', '省级资金与设区市资金按 1:1 比例配套，已获省级同类支持的项目，市级不再重复支持。'],
    ['苏南苏北协同', '鼓励苏南地区企业在苏北地区投资布局，对南北共建园区内的项目支持标准上浮 10%。'],
    ['智改数转诊断', '对开展“智改数转网联”免费诊断的企业，由服务商出具诊断报告，作为申报项目支持的前置条件。'],
  ],
  oversight: [
    '实行项目承诺制和信用管理，申报单位对材料真实性负责；存在失信行为的，纳入江苏省公共信用信息系统。',
    '专项资金实行“双随机、一公开”抽查，对项目实施情况开展绩效跟踪，未按期实施的收回资金并在“信用江苏”公示。',
  ],
  amountFactor: 1.1,
  issuers: {
    scj: '江苏省知识产权局',
  },
  docPrefixes: {
    gov: '苏政办发',
    jxj: '苏工信中小',
    kjj: '苏科技规',
    czj: '苏财工贸',
    swj: '苏商贸',
    rsj: '苏人社规',
    scj: '苏知发',
    fgw: '苏发改高技发',
    jrj: '苏金发',
    tax: '苏税发',
  },
};

const NANJING: RegionalVoice = {
  ...JIANGSU,
  services: [['宁企通', '依托“宁企通”平台推送政策，对企业诉求实行“一企来”一站式办理。'], ...JIANGSU.services],
  strategies: ['市委、市政府关于“2+6+6”创新型产业集群建设的', '创新名城建设的', '“宁聚计划”人才集聚工程的'],
  clauses: [
    ...JIANGSU.clauses.slice(0, 2),
    ['宁创服务', '依托“宁创”科技服务平台提供政策匹配、项目申报辅导，符合条件的企业可“一键申报”。'],
    ['新型研发机构联动', '支持企业与在宁高校、新型研发机构共建联合实验室，对合作项目择优给予后补助。'],
  ],
  amountFactor: 1.05,
  issuers: { kjj: '南京市科学技术局', scj: '南京市市场监督管理局（知识产权局）' },
  docPrefixes: { gov: '宁政办发', jxj: '宁工信', kjj: '宁科', czj: '宁财企', swj: '宁商务', rsj: '宁人社', scj: '宁市监知', fgw: '宁发改', jrj: '宁金发', tax: '宁税发' },
};

const SUZHOU: RegionalVoice = {
  ...JIANGSU,
  services: [['苏周到', '企业可通过“苏周到”App 查询和办理政策事项，实现政策服务“掌上办”。'], ...JIANGSU.services],
  strategies: ['市委、市政府关于“1030”产业体系建设的', '“产业创新集群融合发展”行动的', '“苏州制造”品牌建设的'],
  clauses: [
    JIANGSU.clauses[0] as Article,
    ['苏商通办理', '企业可通过“苏商通”平台查询政策、在线申报和跟踪办理进度，申报材料一次提交、多部门共享。'],
    ['工业园区衔接', '苏州工业园区、苏州高新区等功能区可在本政策基础上制定配套措施，同一事项就高不重复享受。'],
    ['沪苏同城', '支持企业参与长三角生态绿色一体化发展示范区建设，对与上海企业联合攻关的项目优先立项。'],
  ],
  amountFactor: 1.15,
  issuers: { jxj: '苏州市工业和信息化局', kjj: '苏州市科学技术局' },
  docPrefixes: { gov: '苏府办', jxj: '苏市工信', kjj: '苏市科规', czj: '苏财企', swj: '苏市商务', rsj: '苏市人社规', scj: '苏市监知', fgw: '苏发改规', jrj: '苏金管', tax: '苏市税发' },
};

const GUANGDONG: RegionalVoice = {
  strategies: [
    '省委、省政府关于坚持实体经济为本、制造业当家的',
    '“百县千镇万村高质量发展工程”的',
    '粤港澳大湾区国际科技创新中心建设的',
    '制造业“五大提升行动”的',
  ],
  platform: '广东政务服务网和“粤商通”',
  services: [
    ['粤企政策通', '依托“粤企政策通”实行政策“一站式”查询、匹配和推送，重点企业配备服务专员。'],
    ['政企沟通', '建立常态化政企沟通机制，定期召开企业座谈会，及时协调解决企业反映的问题。'],
  ],
  clauses: [
    ['粤商通申报', '企业通过“粤商通”或广东政务服务网“惠企政策”专区在线申报，实行“一次登录、全网通办”。'],
    ['大湾区协同', '对与港澳高校、科研机构开展联合研发的项目，港澳合作方投入可计入项目总投资。'],
    ['粤东粤西粤北倾斜', '对在粤东粤西粤北地区实施的项目，补助比例提高 5 个百分点，单个项目最高限额上浮 20%。'],
    ['产业有序转移', '支持珠三角企业向省产业转移主平台梯度转移，转移项目纳入省重点项目清单管理。'],
    ['“链长制”服务', '落实制造业重点产业链“链长制”，由链长单位牵头协调解决企业用地、用能、用工问题。'],
  ],
  oversight: [
    '资金安排和使用情况按规定在广东省财政厅网站和部门门户网站公开，接受社会监督。',
    '项目单位应按要求报送资金使用和项目进展情况，对不按规定使用资金的，纳入“信用广东”失信记录并依法追责。',
  ],
  amountFactor: 1.2,
  issuers: { scj: '广东省市场监督管理局（知识产权局）' },
  docPrefixes: {
    gov: '粤府办',
    jxj: '粤工信中小企',
    kjj: '粤科规范字',
    czj: '粤财工',
    swj: '粤商务贸函',
    rsj: '粤人社规',
    scj: '粤市监知',
    fgw: '粤发改产业',
    jrj: '粤金监',
    tax: '粤税发',
  },
};

const SHENZHEN: RegionalVoice = {
  ...GUANGDONG,
  services: [['深治企服务', '依托“深治企”和“深i企”建立企业服务专员制度，重点企业诉求一对一跟踪办理。'], ...GUANGDONG.services],
  strategies: [
    '市委、市政府关于发展壮大“20+8”战略性新兴产业集群和未来产业的',
    '建设具有全球影响力的科技和产业创新高地的',
    '中国特色社会主义先行示范区建设的',
  ],
  platform: '“深i企”政企服务平台',
  clauses: [
    ['深i企直达', '本政策事项统一在“深i企”平台发布和受理，符合条件的事项实行“免申即享”，资金直达企业账户。'],
    ['河套合作区', '对在河套深港科技创新合作区深圳园区注册的企业，支持标准在本政策基础上上浮 20%。'],
    ['前海叠加', '前海深港现代服务业合作区的企业可同时享受合作区专项政策，同一事项按就高原则执行，不重复支持。'],
    ['产业空间保障', '对获得本政策支持的企业，优先安排创新型产业用房，租金按市场评估价的 50% 至 70% 计收。'],
  ],
  amountFactor: 1.3,
  issuers: { kjj: '深圳市科技创新局', jxj: '深圳市工业和信息化局', scj: '深圳市市场监督管理局', jrj: '深圳市地方金融管理局' },
  docPrefixes: { gov: '深府办规', jxj: '深工信规', kjj: '深科技创新规', czj: '深财规', swj: '深商务规', rsj: '深人社规', scj: '深市监规', fgw: '深发改规', jrj: '深金规', tax: '深税发' },
};

const GUANGZHOU: RegionalVoice = {
  ...GUANGDONG,
  services: [['穗智企', '依托“穗智企”平台实行政策精准推送，推动惠企政策“应享尽享”。'], ...GUANGDONG.services],
  strategies: ['市委、市政府关于“产业第一、制造业立市”的', '“12218”现代化产业体系建设的', '南沙深化面向世界的粤港澳全面合作的'],
  platform: '“穗好办”和广州市政策兑现平台',
  clauses: [
    ['穗好办兑现', '企业通过“穗好办”政策兑现专区在线申报，市、区两级财政按规定比例分担资金。'],
    ['南沙先行', '对在南沙区注册的企业，可叠加享受南沙区配套政策，同一项目合计不超过实际投入的 50%。'],
    ['黄埔联动', '支持企业在广州开发区布局研发总部，对设立独立研发机构的给予场地租金补贴。'],
    GUANGDONG.clauses[4] as Article,
  ],
  amountFactor: 1.2,
  issuers: { kjj: '广州市科学技术局', jxj: '广州市工业和信息化局' },
  docPrefixes: { gov: '穗府办规', jxj: '穗工信规字', kjj: '穗科规字', czj: '穗财规字', swj: '穗商务规字', rsj: '穗人社规字', scj: '穗市监规字', fgw: '穗发改规字', jrj: '穗金融规', tax: '穗税发' },
};

const ANHUI: RegionalVoice = {
  strategies: [
    '省委、省政府关于“双招双引”和十大新兴产业高质量发展的',
    '打造具有重要影响力的科技创新策源地的',
    '长三角一体化发展国家战略的',
  ],
  platform: '安徽政务服务网和“皖企通”',
  services: [
    ['“四送一服”', '深入开展“四送一服”专项行动，组织干部走访企业，帮助解决政策落实中的具体问题。'],
    ['营商环境监督', '企业可通过 12345 热线和“皖事通”反映政策落实问题，办理情况纳入营商环境考核。'],
  ],
  clauses: [
    ['皖企通直达', '企业通过“皖企通”惠企政策兑现系统申报，实行“免申即享”“即申即享”清单管理。'],
    ['首台套保险', '对投保首台（套）重大技术装备综合保险的企业，按保费的 80% 给予补贴。'],
    ['皖北振兴', '对在皖北地区新建的项目，支持比例提高 5 个百分点，并优先安排用地指标。'],
    ['科技成果转化', '支持企业承接在皖高校院所科技成果，对技术合同成交额 100 万元以上的给予补助。'],
  ],
  oversight: [
    '建立政策执行评估机制，由省财政厅会同有关部门开展事后绩效评价，评价结果向社会公开。',
    '对骗取、套取财政资金的单位，依法追回资金，并纳入“信用安徽”严重失信主体名单，五年内不得申报各级财政资金。',
  ],
  amountFactor: 0.85,
  issuers: { jxj: '安徽省经济和信息化厅' },
  docPrefixes: {
    gov: '皖政办秘',
    jxj: '皖经信中小企',
    kjj: '皖科规',
    czj: '皖财企',
    swj: '皖商办',
    rsj: '皖人社发',
    scj: '皖知发',
    fgw: '皖发改产业',
    jrj: '皖金发',
    tax: '皖税发',
  },
};

const HEFEI: RegionalVoice = {
  ...ANHUI,
  services: [['合肥通', '企业可通过“合肥通”App 掌上查询政策和办理进度，实行“一网通办”。'], ...ANHUI.services],
  strategies: ['市委、市政府关于打造“芯屏汽合”“急终生智”产业地标的', '“科大硅谷”建设的', '综合性国家科学中心建设的'],
  platform: '“合肥市惠企政策服务平台”',
  clauses: [
    ['惠企平台兑现', '企业在合肥市惠企政策服务平台在线申报，实行“一口受理、并联审核、限时兑付”。'],
    ['科大硅谷', '对入驻“科大硅谷”的科技型企业，在本政策基础上再给予不超过 30% 的配套支持。'],
    ['场景创新', '鼓励企业参与城市场景创新，对入选市级首批应用场景的项目给予一次性奖励。'],
  ],
  amountFactor: 0.9,
  issuers: { jxj: '合肥市经济和信息化局' },
  docPrefixes: { gov: '合政办', jxj: '合经信', kjj: '合科', czj: '合财企', swj: '合商务', rsj: '合人社秘', scj: '合市监', fgw: '合发改', jrj: '合金发', tax: '合税发' },
};

const SHANGHAI: RegionalVoice = {
  strategies: [
    '市委、市政府关于加快建设具有全球影响力的科技创新中心的',
    '“3+6”新型产业体系建设的',
    '“五个中心”建设的',
    '长三角一体化发展和浦东新区综合改革试点的',
  ],
  platform: '“一网通办”企业专属网页',
  services: [
    ['直达快享', '依托“随申办”企业云和“一网通办”推行政策“直达快享”，对企业实行精准推送。'],
    ['营商环境', '落实优化营商环境行动方案，企业诉求通过 12345 市民服务热线限时办理。'],
  ],
  clauses: [
    ['一网通办', '企业通过“一网通办”企业专属网页申报，实行申报材料“一表申请、一口受理”，审核结果在线推送。'],
    ['张江联动', '对在张江科学城、临港新片区注册的企业，可叠加享受功能区配套政策，合计不超过项目实际投入。'],
    ['临港特殊政策', '临港新片区重点产业企业可按规定享受企业所得税优惠和人才落户倾斜政策。'],
    ['长三角协同', '支持企业与苏浙皖企业开展产业链协同，对跨区域联合攻关项目优先立项。'],
    ['服务包制度', '对获得支持的重点企业实行“服务包”制度，明确市、区两级服务专员。'],
  ],
  oversight: [
    '建立专项资金信用承诺制度，失信主体信息纳入上海市公共信用信息服务平台，依法实施联合惩戒。',
    '专项资金使用情况接受市财政局、市审计局监督检查，项目验收结果在“一网通办”公示，未通过验收的收回资金。',
  ],
  amountFactor: 1.3,
  issuers: { scj: '上海市知识产权局', jrj: '上海市地方金融管理局' },
  docPrefixes: {
    gov: '沪府办规',
    jxj: '沪经信规范',
    kjj: '沪科规',
    czj: '沪财企',
    swj: '沪商规',
    rsj: '沪人社规',
    scj: '沪知局规',
    fgw: '沪发改规范',
    jrj: '沪金规',
    tax: '沪税发',
  },
};

/** Provinces without a profile of their own: plain wording, still varied per policy. */
const GENERIC: RegionalVoice = {
  strategies: ['党中央、国务院关于促进中小企业发展的', '上级关于优化营商环境的', '国家关于推动制造业高质量发展的'],
  platform: '本地政务服务网',
  services: [
    ['政策服务', '依托{platform}开展政策宣传解读和精准推送，及时回应企业诉求。'],
    ['督促落实', '将政策落实情况纳入年度督查内容，对落实不力的部门予以通报。'],
  ],
  clauses: [
    ['申报方式', '企业通过{platform}在线提交申报材料，主管部门在规定时限内完成审核。'],
    ['政策衔接', '同一项目已获得上级同类资金支持的，按就高原则执行，不重复支持。'],
    ['绩效评价', '主管部门会同财政部门对政策实施情况开展绩效评价，评价结果作为政策调整的依据。'],
  ],
  oversight: SHARED_OVERSIGHT,
  amountFactor: 1,
};

const BY_PROVINCE: Readonly<Record<string, RegionalVoice>> = {
  '330000': ZHEJIANG,
  '320000': JIANGSU,
  '440000': GUANGDONG,
  '340000': ANHUI,
  '310000': SHANGHAI,
};

const BY_CITY: Readonly<Record<string, RegionalVoice>> = {
  '320100': NANJING,
  '320500': SUZHOU,
  '440300': SHENZHEN,
  '440100': GUANGZHOU,
  '340100': HEFEI,
};

/** The voice of a place: its city's where it has one, else its province's; the nation speaks plainly. */
export function voiceFor(place: PolicyPlace): RegionalVoice {
  const city = place.cityCode ?? (place.level === 'municipal' ? place.regionCode : null);
  const byCity = city ? BY_CITY[city] : undefined;
  if (byCity) return byCity;
  const province = place.provinceCode ?? (place.level === 'provincial' ? place.regionCode : null);
  return (province ? BY_PROVINCE[province] : undefined) ?? GENERIC;
}

/** Only the place's own level keeps its departments and numbering: a district of 深圳 does not number as 深圳. */
function ownVoice(place: PolicyPlace): RegionalVoice | undefined {
  if (place.level === 'provincial') return BY_PROVINCE[place.regionCode];
  if (place.level === 'municipal') return BY_CITY[place.regionCode];
  return undefined;
}

export function regionalIssuer(dept: PolicyDept, place: PolicyPlace, fallback: string): string {
  return ownVoice(place)?.issuers?.[dept] ?? fallback;
}

export function regionalDocNo(dept: PolicyDept, place: PolicyPlace, year: number, serial: number, fallback: string): string {
  const prefix = ownVoice(place)?.docPrefixes?.[dept];
  return prefix ? `${prefix}〔${year}〕${serial}号` : fallback;
}
