import { insertGovService } from '../domain/gov-services';
import type { GovDepartmentCode, GovMaterial, GovPlace, GovStep, GovTopicCode, NewGovService } from '../domain/gov-services';
import type { SeedModule } from './seed-module';

/**
 * 政务服务: the handling guides an enterprise in Zhejiang meets from 开办 to 注销, written once
 * per item from the laws and rules that set them, and published by each city's own departments with
 * its own service centre. Department names, hotlines (12315, 12366, 12333 …) and the online systems are
 * the real ones; street addresses of the centres are as the cities publish them, and the district
 * centres are named without an address (the guide says where to look it up) rather than invented.
 */

type City = { code: string; name: string; short: string; centre: GovPlace['name']; address: string; construction: string };

const HOURS = '工作日 9:00—12:00，13:30—17:00（法定节假日除外）';

export const GOV_CITIES: readonly City[] = [
  { code: '330100', name: '杭州市', short: '杭州', centre: '杭州市民之家（市行政服务中心）', address: '杭州市上城区解放东路18号市民中心', construction: '杭州市城乡建设委员会' },
  { code: '330200', name: '宁波市', short: '宁波', centre: '宁波市行政服务中心', address: '宁波市鄞州区宁穿路1901号', construction: '宁波市住房和城乡建设局' },
  { code: '330300', name: '温州市', short: '温州', centre: '温州市民中心（市行政审批服务中心）', address: '温州市鹿城区市府路温州市民中心', construction: '温州市住房和城乡建设局' },
  { code: '330400', name: '嘉兴市', short: '嘉兴', centre: '嘉兴市民中心（市行政审批服务中心）', address: '嘉兴市南湖区嘉兴市民中心', construction: '嘉兴市住房和城乡建设局' },
  { code: '330500', name: '湖州市', short: '湖州', centre: '湖州市民之家（市行政服务中心）', address: '湖州市吴兴区湖州市民之家', construction: '湖州市住房和城乡建设局' },
];

/** Each department's name in a city, the window that handles it, and its national hotline. */
const DEPARTMENTS: Record<GovDepartmentCode, { name: (city: City) => string; window: string; phone: string }> = {
  market: { name: (city) => `${city.name}市场监督管理局`, window: '市场监管综合窗口', phone: '12315' },
  tax: { name: (city) => `国家税务总局${city.name}税务局`, window: '税务综合窗口', phone: '12366' },
  hrss: { name: (city) => `${city.name}人力资源和社会保障局`, window: '人力社保窗口', phone: '12333' },
  medical: { name: (city) => `${city.name}医疗保障局`, window: '医保窗口', phone: '12393' },
  housingFund: { name: (city) => `${city.name}住房公积金管理中心`, window: '住房公积金窗口', phone: '12329' },
  police: { name: (city) => `${city.name}公安局`, window: '公安综合窗口', phone: '12345' },
  science: { name: (city) => `${city.name}科学技术局`, window: '科技窗口', phone: '12345' },
  ecology: { name: (city) => `${city.name}生态环境局`, window: '生态环境窗口', phone: '12345' },
  transport: { name: (city) => `${city.name}交通运输局`, window: '交通运输窗口', phone: '12345' },
  construction: { name: (city) => city.construction, window: '住房城乡建设窗口', phone: '12345' },
  emergency: { name: (city) => `${city.name}应急管理局`, window: '应急管理窗口', phone: '12345' },
};

const ZJZWFW = { onlineName: '浙江政务服务网（浙里办）', onlineUrl: 'https://www.zjzwfw.gov.cn/' };
const ETAX = { onlineName: '国家税务总局浙江省电子税务局', onlineUrl: 'https://etax.zhejiang.chinatax.gov.cn/' };
const CPONLINE = { onlineName: '国家知识产权局专利业务办理系统', onlineUrl: 'https://cponline.cnipa.gov.cn/' };
const TRADEMARK = { onlineName: '国家知识产权局商标局 商标网上服务系统', onlineUrl: 'https://sbj.cnipa.gov.cn/' };
const PERMIT = { onlineName: '全国排污许可证管理信息平台', onlineUrl: 'https://permit.mee.gov.cn/' };
const INNOCOM = { onlineName: '高新技术企业认定管理工作网', onlineUrl: 'https://www.innocom.gov.cn/' };
const TORCH = { onlineName: '科技型中小企业服务平台', onlineUrl: 'https://kjxzqy.chinatorch.org.cn/' };

type Template = {
  name: string;
  topic: GovTopicCode;
  department: GovDepartmentCode;
  kind: string;
  target: string;
  promisedDays: number | null;
  legalDays: number | null;
  visits: number;
  fee: string;
  conditions: string[];
  materials: (city: City) => GovMaterial[];
  steps: GovStep[];
  online: { onlineName: string; onlineUrl: string };
  basis: string[];
  /** Where it is handled besides the city centre: the districts' centres (most items) or the tax halls. */
  local?: 'districts' | 'taxHalls' | 'none';
};

function material(name: string, options: Partial<Omit<GovMaterial, 'name'>> = {}): GovMaterial {
  return { name, source: '申请人自备', form: '原件', copies: 1, required: true, note: null, sample: null, ...options };
}

const LICENCE = (note = '已实现电子证照共享的，无需提交') => material('营业执照', { source: '政府部门核发', form: '电子证照', note });
const ID_CARD = (who: string) => material(`${who}身份证件`, { form: '原件（核验）', note: '通过“浙里办”实名认证的，无需提交' });

const TEMPLATES: readonly Template[] = [
  // ---- 开办企业 ------------------------------------------------------------------------------------
  {
    name: '企业设立登记（有限责任公司）',
    topic: 'start',
    department: 'market',
    kind: '行政许可',
    target: '拟设立有限责任公司的自然人、法人和其他组织',
    promisedDays: 1,
    legalDays: 3,
    visits: 0,
    fee: '不收费',
    conditions: [
      '企业名称已通过自主申报，符合《企业名称登记管理规定》',
      '股东符合法定人数，全体股东认缴的出资额自公司成立之日起五年内缴足',
      '有符合公司法规定的公司章程和组织机构',
      '有公司住所（可使用住所申报承诺制）',
    ],
    materials: (city) => [
      material('《公司登记（备案）申请书》', {
        source: '在线填写，系统生成',
        form: '电子材料（电子签名）',
        sample: [
          `名称：${city.short}云帆智能科技有限公司`,
          `住所：${city.name}××区××路××号×幢×层`,
          '法定代表人：张某（执行董事兼经理）',
          '注册资本：100 万元人民币，认缴，五年内缴足',
          '经营范围：一般项目：技术服务、技术开发、技术咨询、技术交流、技术转让、技术推广（按《经营范围规范表述目录》勾选）',
          '股东及出资：张某 70 万元（货币），李某 30 万元（货币）',
        ],
      }),
      material('公司章程', { form: '电子材料（全体股东电子签名）', note: '可选用系统提供的章程范本' }),
      material('股东的主体资格证明或自然人身份证件', { form: '复印件', note: '自然人股东实名认证后无需提交' }),
      material('法定代表人、董事、监事和经理的任职文件及身份证件', { form: '电子材料' }),
      material('住所使用相关文件', { form: '复印件', required: false, note: '实行住所申报承诺制的，提交《住所（经营场所）申报承诺书》即可' }),
    ],
    steps: [
      { name: '名称自主申报', detail: '在“企业开办一件事”中申报名称，系统比对通过后即可使用', days: null },
      { name: '填写并签名', detail: '在线填写设立登记信息，股东、法定代表人等相关人员完成实名认证和电子签名', days: null },
      { name: '审核', detail: '登记机关对材料进行审查，材料齐全、符合法定形式的予以登记', days: 1 },
      { name: '领取执照', detail: '核发电子营业执照，需要纸质执照的可选择邮寄或窗口领取', days: null },
    ],
    online: ZJZWFW,
    basis: ['《中华人民共和国公司法》', '《中华人民共和国市场主体登记管理条例》第十九条', '《中华人民共和国市场主体登记管理条例实施细则》'],
  },
  {
    name: '企业名称自主申报',
    topic: 'start',
    department: 'market',
    kind: '公共服务',
    target: '拟设立或变更名称的企业',
    promisedDays: 0,
    legalDays: null,
    visits: 0,
    fee: '不收费',
    conditions: ['名称由行政区划名称、字号、行业或者经营特点、组织形式组成', '不得与同一登记机关已登记的同行业企业名称相同', '不含法律法规禁止的内容'],
    materials: (city) => [
      material('名称自主申报信息', {
        source: '在线填写',
        form: '电子材料',
        sample: [`行政区划：${city.name}（或省略至“浙江”）`, '字号：云帆', '行业表述：智能科技', '组织形式：有限公司', '投资人：张某、李某'],
      }),
      ID_CARD('投资人'),
    ],
    steps: [
      { name: '查询比对', detail: '输入拟用名称，系统自动比对近似名称和禁限用字词', days: null },
      { name: '提交承诺', detail: '申请人对名称合法性作出承诺，系统即时出具自主申报告知书', days: null },
    ],
    online: ZJZWFW,
    basis: ['《企业名称登记管理规定》', '《企业名称登记管理规定实施办法》'],
  },
  {
    name: '公章刻制备案',
    topic: 'start',
    department: 'police',
    kind: '其他行政权力',
    target: '新设立或需重新刻制印章的企业',
    promisedDays: 0,
    legalDays: null,
    visits: 0,
    fee: '新开办企业首套印章（公章、财务章、发票专用章等）由政府购买服务免费刻制；其他情形按刻章企业公示价格收费',
    conditions: ['已领取营业执照', '选择已在公安机关备案的印章刻制企业'],
    materials: () => [LICENCE(), ID_CARD('法定代表人'), material('印章刻制委托书', {
        required: false,
        note: '委托他人办理时提交',
        sample: ['委托人：（企业名称，法定代表人签字）', '受托人：姓名、身份证号码、联系电话', '委托事项：代为办理公章、财务专用章、发票专用章的刻制与备案', '委托期限：自签署之日起 30 日'],
      })],
    steps: [
      { name: '选择刻章企业', detail: '在“企业开办一件事”中勾选刻章服务并选择刻制企业', days: null },
      { name: '刻制与备案', detail: '刻章企业刻制后将印模信息报公安机关备案', days: null },
      { name: '领取印章', detail: '免费寄递或到刻章企业领取', days: 1 },
    ],
    online: ZJZWFW,
    basis: ['《国务院关于第三批取消中央指定地方实施行政许可事项的决定》（国发〔2017〕7号）'],
  },
  {
    name: '新办纳税人“套餐式”服务',
    topic: 'start',
    department: 'tax',
    kind: '公共服务',
    target: '新设立登记的企业',
    promisedDays: 0,
    legalDays: null,
    visits: 0,
    fee: '不收费',
    conditions: ['已领取营业执照并完成“多证合一”信息共享', '法定代表人、财务负责人、办税人员已完成实名采集'],
    materials: () => [
      LICENCE(),
      ID_CARD('法定代表人、财务负责人和办税人员'),
      material('《新办纳税人涉税事项综合申请表》', {
        source: '电子税务局在线填写',
        form: '电子材料',
        sample: ['登记信息确认：核对执照信息、财务会计制度、核算方式', '存款账户报告：开户银行、账号', '税费种认定：增值税、企业所得税、附加税费', '发票票种核定：数电发票，初始开具额度按系统赋予', '签订三方协议：纳税人、税务机关、银行'],
      }),
    ],
    steps: [
      { name: '信息确认', detail: '登录电子税务局确认登记信息、财务会计制度', days: null },
      { name: '一次申请', detail: '在一张表内申请税费种认定、发票票种核定、三方协议等事项', days: null },
      { name: '即时办结', detail: '系统自动审核通过后即可开具数电发票', days: null },
    ],
    online: ETAX,
    basis: ['《中华人民共和国税收征收管理法》第十五条', '《税务登记管理办法》'],
    local: 'taxHalls',
  },
  {
    name: '单位社会保险参保登记',
    topic: 'start',
    department: 'hrss',
    kind: '公共服务',
    target: '依法应当参加社会保险的用人单位',
    promisedDays: 0,
    legalDays: null,
    visits: 0,
    fee: '不收费',
    conditions: ['已领取营业执照', '自成立之日起三十日内办理'],
    materials: () => [
      LICENCE(),
      material('《社会保险登记表》', {
        source: '在线填写',
        form: '电子材料',
        sample: ['单位名称、统一社会信用代码：与营业执照一致', '参保险种：养老、医疗、失业、工伤、生育', '缴费开户银行及账号：单位基本存款账户', '社保经办人：姓名、手机号'],
      }),
    ],
    steps: [
      { name: '在线申请', detail: '在“企业开办一件事”或社保网上服务平台提交登记信息', days: null },
      { name: '信息共享', detail: '登记信息同步至医保、税务部门，无需重复提交', days: null },
    ],
    online: ZJZWFW,
    basis: ['《中华人民共和国社会保险法》第五十七条', '《社会保险费征缴暂行条例》'],
  },
  {
    name: '住房公积金单位缴存登记',
    topic: 'start',
    department: 'housingFund',
    kind: '公共服务',
    target: '新设立的单位',
    promisedDays: 0,
    legalDays: null,
    visits: 0,
    fee: '不收费',
    conditions: ['单位应当自设立之日起三十日内办理住房公积金缴存登记'],
    materials: () => [
      LICENCE(),
      material('《单位住房公积金缴存登记表》', {
        source: '在线填写',
        form: '电子材料',
        sample: ['缴存比例：单位与职工各 5%—12%，由单位在区间内确定', '缴存基数：职工本人上一年度月平均工资', '经办人：姓名、身份证号、手机号'],
      }),
      ID_CARD('经办人'),
    ],
    steps: [
      { name: '在线登记', detail: '提交单位信息和缴存比例', days: null },
      { name: '设立账户', detail: '即时为单位设立住房公积金账户，随后为职工办理账户设立', days: null },
    ],
    online: ZJZWFW,
    basis: ['《住房公积金管理条例》第十四条、第十五条'],
  },

  // ---- 变更注销 ------------------------------------------------------------------------------------
  {
    name: '企业变更登记（名称、住所、经营范围等）',
    topic: 'change',
    department: 'market',
    kind: '行政许可',
    target: '登记事项发生变化的企业',
    promisedDays: 1,
    legalDays: 3,
    visits: 0,
    fee: '不收费',
    conditions: ['自作出变更决议、决定或者法定变更事项发生之日起三十日内申请', '变更事项依法须经批准的，已取得批准文件'],
    materials: (city) => [
      material('《公司变更登记申请书》', {
        source: '在线填写，系统生成',
        form: '电子材料（电子签名）',
        sample: [`变更事项：住所`, `原登记内容：${city.name}××区××路××号`, `变更后内容：${city.name}××区××大道××号×幢`, '变更原因：经营需要，经股东会决议'],
      }),
      material('股东会决议或决定', { form: '电子材料' }),
      material('章程修正案或修改后的章程', { form: '电子材料', required: false, note: '变更事项涉及章程内容时提交' }),
      material('新住所使用相关文件', { form: '复印件', required: false, note: '变更住所时提交；可使用住所申报承诺制' }),
    ],
    steps: [
      { name: '在线填报', detail: '选择变更事项，填写变更后内容，相关人员电子签名', days: null },
      { name: '审核', detail: '材料齐全、符合法定形式的予以变更登记', days: 1 },
      { name: '换发执照', detail: '涉及执照记载事项的，换发营业执照', days: null },
    ],
    online: ZJZWFW,
    basis: ['《中华人民共和国市场主体登记管理条例》第二十四条'],
  },
  {
    name: '企业简易注销登记',
    topic: 'change',
    department: 'market',
    kind: '行政许可',
    target: '未发生债权债务或已将债权债务清偿完结的企业',
    promisedDays: 1,
    legalDays: 3,
    visits: 0,
    fee: '不收费',
    conditions: [
      '未发生债权债务或者已将债权债务清偿完结',
      '未发生或者已结清清偿费用、职工工资、社会保险费用、法定补偿金、应缴纳税款（滞纳金、罚款）',
      '全体投资人书面承诺对上述情况的真实性承担法律责任',
      '在国家企业信用信息公示系统公示 20 日，公示期内无异议',
    ],
    materials: () => [
      material('《注销登记申请书》', { source: '在线填写，系统生成', form: '电子材料' }),
      material('《全体投资人承诺书》', {
        source: '在线填写',
        form: '电子材料（全体投资人电子签名）',
        sample: ['本企业申请简易注销登记，并郑重承诺：', '本企业未发生债权债务或已将债权债务清偿完结；', '未发生或已结清清偿费用、职工工资、社会保险费用、法定补偿金、应缴纳税款（滞纳金、罚款）；', '不存在不适用简易注销程序的情形。如违法失信，由全体投资人承担相应法律后果和责任。'],
      }),
    ],
    steps: [
      { name: '公示', detail: '通过国家企业信用信息公示系统公示承诺书，公示期 20 日', days: null },
      { name: '提交申请', detail: '公示期满无异议的，在 20 日内提交简易注销申请', days: null },
      { name: '核准注销', detail: '登记机关作出准予简易注销登记的决定', days: 1 },
    ],
    online: ZJZWFW,
    basis: ['《中华人民共和国市场主体登记管理条例》第三十三条'],
  },
  {
    name: '清税注销（税务注销）',
    topic: 'change',
    department: 'tax',
    kind: '其他行政权力',
    target: '办理注销登记前需结清税款的纳税人',
    promisedDays: 0,
    legalDays: null,
    visits: 0,
    fee: '不收费',
    conditions: ['已结清应纳税款、滞纳金、罚款', '已缴销发票，无未办结涉税事项', '符合承诺制容缺办理条件的，可先出具清税文书'],
    materials: () => [
      material('《清税申报表》', {
        source: '电子税务局在线填写',
        form: '电子材料',
        sample: ['注销原因：经营期满/决议解散', '清算期间所得税申报：已申报', '发票缴销情况：已全部缴销或作废', '承诺：对未结清事项承诺在规定期限内办结'],
      }),
      ID_CARD('经办人'),
    ],
    steps: [
      { name: '在线申请', detail: '电子税务局提交清税申报，系统自动检查未办结事项', days: null },
      { name: '出具清税文书', detail: '符合即办条件的即时出具《清税证明》', days: null },
    ],
    online: ETAX,
    basis: ['《中华人民共和国税收征收管理法》第十六条', '《国家税务总局关于进一步优化办理企业税务注销程序的通知》（税总发〔2018〕149号）'],
    local: 'taxHalls',
  },

  // ---- 税务办理 ------------------------------------------------------------------------------------
  {
    name: '增值税一般纳税人登记',
    topic: 'tax',
    department: 'tax',
    kind: '行政确认',
    target: '年应税销售额超过小规模纳税人标准的纳税人，或会计核算健全、自愿登记的纳税人',
    promisedDays: 0,
    legalDays: null,
    visits: 0,
    fee: '不收费',
    conditions: ['年应征增值税销售额超过 500 万元的，应当办理登记', '未超过标准但会计核算健全、能够提供准确税务资料的，可以办理登记'],
    materials: () => [
      material('《增值税一般纳税人登记表》', {
        source: '电子税务局在线填写',
        form: '电子材料',
        sample: ['纳税人类别：企业', '会计核算健全：是', '一般纳税人资格生效之日：当月1日或次月1日（自选）'],
      }),
      LICENCE(),
    ],
    steps: [
      { name: '在线登记', detail: '填写登记表并选择生效时间', days: null },
      { name: '即时办结', detail: '信息齐全的当场办结', days: null },
    ],
    online: ETAX,
    basis: ['《增值税一般纳税人登记管理办法》（国家税务总局令第43号）'],
    local: 'taxHalls',
  },
  {
    name: '发票票种核定（数电发票）',
    topic: 'tax',
    department: 'tax',
    kind: '其他行政权力',
    target: '需要开具发票的纳税人',
    promisedDays: 0,
    legalDays: null,
    visits: 0,
    fee: '不收费',
    conditions: ['已完成税务信息确认和实名认证', '无未按规定办结的发票违法违章记录'],
    materials: () => [
      ID_CARD('经办人'),
      material('《纳税人领用发票票种核定表》', {
        source: '电子税务局在线填写',
        form: '电子材料',
        sample: ['发票种类：数电发票（增值税专用发票、普通发票）', '开具金额总额度：按系统根据纳税人风险和经营情况赋予，可申请调整'],
      }),
    ],
    steps: [
      { name: '在线申请', detail: '选择发票种类并提交', days: null },
      { name: '赋予额度', detail: '系统自动赋予开具金额总额度', days: null },
    ],
    online: ETAX,
    basis: ['《中华人民共和国发票管理办法》', '《中华人民共和国发票管理办法实施细则》'],
    local: 'taxHalls',
  },
  {
    name: '研发费用加计扣除优惠享受',
    topic: 'tax',
    department: 'tax',
    kind: '公共服务',
    target: '会计核算健全、实行查账征收并能够准确归集研发费用的居民企业',
    promisedDays: 0,
    legalDays: null,
    visits: 0,
    fee: '不收费',
    conditions: [
      '会计核算健全、实行查账征收，能够准确归集研发费用',
      '不属于烟草制造业、住宿和餐饮业、批发和零售业、房地产业、租赁和商务服务业、娱乐业',
      '研发活动符合财税〔2015〕119号文件的界定',
      '采取“真实发生、自行判别、申报享受、相关资料留存备查”的办理方式',
    ],
    materials: () => [
      material('《研发费用加计扣除优惠明细表》（A107012）', {
        source: '企业所得税申报表附表',
        form: '电子材料',
        sample: ['本年可享受研发费用加计扣除项目数量：3', '允许加计扣除的研发费用总额：按六类费用归集（人员人工、直接投入、折旧、无形资产摊销、新产品设计等、其他相关费用）', '其他相关费用限额：不超过可加计扣除研发费用总额的 10%', '加计扣除比例：100%'],
      }),
      material('研发项目立项决议文件', { form: '留存备查', note: '无需报送，留存备查' }),
      material('研发支出辅助账及汇总表', { form: '留存备查', note: '无需报送，留存备查' }),
    ],
    steps: [
      { name: '自行判别', detail: '企业对照政策判断研发活动和费用归集范围', days: null },
      { name: '申报享受', detail: '在预缴申报（7 月、10 月）或年度汇算清缴时填报 A107012 表享受', days: null },
      { name: '留存备查', detail: '资料留存备查，税务机关开展后续管理', days: null },
    ],
    online: ETAX,
    basis: ['《财政部 税务总局关于进一步完善研发费用税前加计扣除政策的公告》（财政部 税务总局公告2023年第7号）', '《财政部 国家税务总局 科技部关于完善研究开发费用税前加计扣除政策的通知》（财税〔2015〕119号）'],
    local: 'taxHalls',
  },
  {
    name: '出口退（免）税备案',
    topic: 'tax',
    department: 'tax',
    kind: '其他行政权力',
    target: '首次申报出口退（免）税的出口企业',
    promisedDays: 0,
    legalDays: null,
    visits: 0,
    fee: '不收费',
    conditions: ['已办理对外贸易经营和海关进出口货物收发货人备案（按现行规定需办理的）', '已办理增值税一般纳税人登记（申请退税的）'],
    materials: () => [
      material('《出口退（免）税备案表》', {
        source: '电子税务局在线填写',
        form: '电子材料',
        sample: ['退税开户银行及账号', '退（免）税计算方法：免抵退税', '是否提供零税率应税服务：否', '海关企业代码：按海关备案信息填写'],
      }),
    ],
    steps: [
      { name: '在线备案', detail: '提交备案表，资料齐全的当场办理', days: null },
      { name: '申报退税', detail: '备案后按规定申报出口退（免）税', days: null },
    ],
    online: ETAX,
    basis: ['《出口货物劳务增值税和消费税管理办法》（国家税务总局公告2012年第24号）'],
    local: 'taxHalls',
  },

  // ---- 社保就业 ------------------------------------------------------------------------------------
  {
    name: '职工参保登记（增员）',
    topic: 'social',
    department: 'hrss',
    kind: '公共服务',
    target: '已办理单位参保登记的用人单位',
    promisedDays: 0,
    legalDays: null,
    visits: 0,
    fee: '不收费',
    conditions: ['自用工之日起三十日内为职工申请办理社会保险登记'],
    materials: () => [
      material('《参保人员增减表》', {
        source: '在线填写',
        form: '电子材料',
        sample: ['姓名、公民身份号码', '参保险种：养老、医疗、失业、工伤', '用工起始日期：劳动合同起始日', '月缴费工资：按职工上年度月平均工资申报'],
      }),
      material('劳动合同', { form: '留存备查', required: false, note: '无需提交，单位留存' }),
    ],
    steps: [
      { name: '在线增员', detail: '单位经办人在社保网上服务平台提交', days: null },
      { name: '即时生效', detail: '当月起缴费，职工可在“浙里办”查询参保记录', days: null },
    ],
    online: ZJZWFW,
    basis: ['《中华人民共和国社会保险法》第五十八条'],
  },
  {
    name: '失业保险稳岗返还',
    topic: 'social',
    department: 'hrss',
    kind: '行政给付',
    target: '依法参加失业保险并足额缴费的企业',
    promisedDays: 0,
    legalDays: null,
    visits: 0,
    fee: '不收费',
    conditions: [
      '上年度足额缴纳失业保险费',
      '上年度未裁员或裁员率不高于规定的控制标准（参保职工 30 人及以下的企业，裁员率不高于参保职工总数的 20%）',
      '不属于严重失信主体',
      '按当年政策“免申即享”：经办机构比对数据后直接返还，无需申请',
    ],
    materials: () => [material('无需提交材料', { source: '数据比对', form: '无', note: '经办机构比对参保缴费数据后发放；未收到的，可在“浙里办”查询并申请核实' })],
    steps: [
      { name: '数据比对', detail: '人力社保部门比对参保、缴费和裁员数据，确定返还名单', days: null },
      { name: '公示', detail: '拟返还名单公示 5 个工作日', days: 5 },
      { name: '拨付', detail: '返还资金拨付至企业参保缴费账户', days: null },
    ],
    online: ZJZWFW,
    basis: ['《中华人民共和国社会保险法》', '《失业保险条例》', '人力资源社会保障部 财政部 国家税务总局关于失业保险稳岗返还政策的当年度通知'],
  },
  {
    name: '吸纳高校毕业生社会保险补贴申领',
    topic: 'social',
    department: 'hrss',
    kind: '行政给付',
    target: '招用毕业年度或离校 2 年内未就业高校毕业生的小微企业',
    promisedDays: 20,
    legalDays: null,
    visits: 0,
    fee: '不收费',
    conditions: ['招用毕业年度或离校 2 年内未就业高校毕业生', '与其签订 1 年以上劳动合同并按时足额缴纳社会保险费', '企业符合小微企业划型标准'],
    materials: () => [
      material('《社会保险补贴申请表》', {
        source: '在线填写',
        form: '电子材料',
        sample: ['招用人员：姓名、身份证号、毕业院校、毕业时间', '劳动合同期限：2026-03-01 至 2029-02-28', '补贴期限：最长 1 年', '补贴标准：单位实际缴纳的基本养老、基本医疗和失业保险费'],
      }),
      material('劳动合同', { form: '复印件' }),
    ],
    steps: [
      { name: '在线申请', detail: '在“浙里办”提交补贴申请', days: null },
      { name: '审核', detail: '人力社保部门审核参保和劳动合同信息', days: 15 },
      { name: '公示与拨付', detail: '公示无异议后拨付至单位账户', days: 5 },
    ],
    online: ZJZWFW,
    basis: ['《就业补助资金管理办法》（财社〔2017〕164号）'],
  },

  // ---- 知识产权 ------------------------------------------------------------------------------------
  {
    name: '发明专利申请',
    topic: 'ip',
    department: 'market',
    kind: '行政确认',
    target: '企业、高校、科研机构和个人',
    promisedDays: 0,
    legalDays: null,
    visits: 0,
    fee: '申请费 900 元，实质审查费 2500 元（符合《专利收费减缴办法》的小微企业可减缴 85%）',
    conditions: ['具备新颖性、创造性和实用性的技术方案', '申请文件符合《专利审查指南》的格式要求'],
    materials: () => [
      material('发明专利请求书', { source: '专利业务办理系统在线填写', form: '电子材料' }),
      material('说明书、权利要求书、说明书摘要', {
        form: '电子材料',
        sample: ['权利要求 1：一种……的方法，其特征在于，包括以下步骤：S1……；S2……', '说明书：技术领域、背景技术、发明内容、附图说明、具体实施方式', '摘要：不超过 300 字，写明技术方案的要点'],
      }),
      material('说明书附图', { form: '电子材料', required: false, note: '有附图时提交' }),
      material('费用减缴请求书', { required: false, form: '电子材料', note: '请求减缴时提交，附上年度企业所得税年度纳税申报表' }),
    ],
    steps: [
      { name: '提交申请', detail: '通过专利业务办理系统提交电子申请，当日取得申请号', days: null },
      { name: '初步审查', detail: '国家知识产权局进行形式审查', days: null },
      { name: '公布与实质审查', detail: '申请日起满 18 个月公布；依申请进行实质审查，周期以审查通知为准', days: null },
      { name: '授权', detail: '审查合格的，作出授予专利权决定，缴纳登记费后公告', days: null },
    ],
    online: CPONLINE,
    basis: ['《中华人民共和国专利法》', '《中华人民共和国专利法实施细则》', '《专利收费减缴办法》（财税〔2016〕78号）'],
  },
  {
    name: '商标注册申请',
    topic: 'ip',
    department: 'market',
    kind: '行政确认',
    target: '需要取得商标专用权的企业和个人',
    promisedDays: 0,
    legalDays: null,
    visits: 0,
    fee: '每个类别（限定 10 个商品或服务项目）纸质申请 300 元，网上申请 270 元',
    conditions: ['商标具有显著特征，不与他人在先取得的合法权利相冲突', '不属于《商标法》第十条禁止使用的标志'],
    materials: () => [
      material('《商标注册申请书》', {
        source: '商标网上服务系统在线填写',
        form: '电子材料',
        sample: ['申请人名称：与营业执照一致', '商标图样：清晰的 JPG 图样，长宽 400—1500 像素', '类别：第 9 类', '商品/服务项目：计算机软件（已录制）；可下载的计算机应用软件……'],
      }),
      LICENCE('复印件，加盖公章'),
    ],
    steps: [
      { name: '提交申请', detail: '网上提交或到商标业务受理窗口提交', days: null },
      { name: '形式审查与实质审查', detail: '商标局审查，周期以审查通知为准', days: null },
      { name: '初审公告', detail: '公告期 3 个月，期满无异议的予以核准注册', days: null },
    ],
    online: TRADEMARK,
    basis: ['《中华人民共和国商标法》', '《中华人民共和国商标法实施条例》'],
  },
  {
    name: '专利权质押登记',
    topic: 'ip',
    department: 'market',
    kind: '行政确认',
    target: '以专利权出质融资的出质人和质权人',
    promisedDays: 2,
    legalDays: null,
    visits: 0,
    fee: '不收费',
    conditions: ['专利权有效，且出质人为专利权人', '出质人与质权人已订立书面质押合同', '专利权未被宣告无效或处于其他不能出质的状态'],
    materials: () => [
      material('《专利权质押登记申请表》', {
        source: '在线填写',
        form: '电子材料',
        sample: ['出质人：专利权人名称', '质权人：贷款银行', '专利号：ZL2024 1 0××××××.×', '被担保债权数额：500 万元', '质押期限：与主合同期限一致'],
      }),
      material('专利权质押合同', { form: '原件' }),
      ID_CARD('双方经办人'),
    ],
    steps: [
      { name: '提交申请', detail: '出质人和质权人共同提交，可在线办理', days: null },
      { name: '审查登记', detail: '审查合格的予以登记，出具《专利权质押登记通知书》', days: 2 },
    ],
    online: CPONLINE,
    basis: ['《中华人民共和国民法典》第四百四十四条', '《专利权质押登记办法》'],
  },

  // ---- 资质许可 ------------------------------------------------------------------------------------
  {
    name: '食品经营许可',
    topic: 'license',
    department: 'market',
    kind: '行政许可',
    target: '从事食品销售、餐饮服务的经营者（仅销售预包装食品的实行备案）',
    promisedDays: 5,
    legalDays: 10,
    visits: 0,
    fee: '不收费',
    conditions: ['具有与经营的食品品种、数量相适应的经营场所', '具有相应的设备设施和食品安全管理人员', '具有保证食品安全的规章制度', '具有合理的设备布局和工艺流程'],
    materials: (city) => [
      material('《食品经营许可申请书》', {
        source: '在线填写',
        form: '电子材料',
        sample: [`经营者名称：${city.short}云帆餐饮管理有限公司`, '经营场所：与营业执照住所一致或另行载明', '主体业态：餐饮服务经营者（小型餐馆）', '经营项目：热食类食品制售；冷食类食品制售'],
      }),
      LICENCE(),
      material('与食品经营相适应的主要设备设施布局、操作流程等文件', { form: '电子材料' }),
      material('食品安全自查、从业人员健康管理、进货查验记录等食品安全管理制度', { form: '电子材料' }),
    ],
    steps: [
      { name: '申请', detail: '在线提交申请材料', days: null },
      { name: '受理审查', detail: '对材料进行审查；需要现场核查的，由监管人员到经营场所核查，不计入办事人到现场次数', days: 3 },
      { name: '决定', detail: '作出准予或不予许可的决定，准予的核发食品经营许可证', days: 2 },
    ],
    online: ZJZWFW,
    basis: ['《中华人民共和国食品安全法》第三十五条', '《食品经营许可和备案管理办法》'],
  },
  {
    name: '道路普通货物运输经营许可',
    topic: 'license',
    department: 'transport',
    kind: '行政许可',
    target: '使用总质量 4.5 吨以上普通货运车辆从事道路货物运输经营的企业（4.5 吨及以下无需许可）',
    promisedDays: 5,
    legalDays: 20,
    visits: 0,
    fee: '不收费',
    conditions: ['有与其经营业务相适应并经检测合格的车辆', '有符合规定条件的驾驶人员', '有健全的安全生产管理制度'],
    materials: () => [
      material('《道路货物运输经营申请表》', {
        source: '在线填写',
        form: '电子材料',
        sample: ['经营范围：道路普通货物运输', '拟投入车辆：重型厢式货车 3 辆（总质量 18 吨）', '驾驶人员：3 人，均持有相应从业资格证'],
      }),
      material('拟投入车辆承诺书', { form: '电子材料' }),
      material('驾驶人员从业资格证及驾驶证', { form: '复印件' }),
      material('安全生产管理制度文本', { form: '电子材料' }),
    ],
    steps: [
      { name: '申请', detail: '在线提交申请', days: null },
      { name: '审查', detail: '对申请材料进行审查', days: 5 },
      { name: '发证', detail: '准予许可的核发《道路运输经营许可证》，车辆配发《道路运输证》', days: null },
    ],
    online: ZJZWFW,
    basis: ['《中华人民共和国道路运输条例》', '《道路货物运输及站场管理规定》'],
  },
  {
    name: '排污许可证核发',
    topic: 'license',
    department: 'ecology',
    kind: '行政许可',
    target: '纳入固定污染源排污许可分类管理名录实行重点管理或简化管理的排污单位',
    promisedDays: 10,
    legalDays: 20,
    visits: 0,
    fee: '不收费',
    conditions: ['依法取得建设项目环境影响报告书（表）批准文件，或已办理环境影响登记备案', '污染物排放符合相应排放标准和重点污染物排放总量控制要求', '有符合国家或地方规定的污染防治设施和自行监测方案'],
    materials: () => [
      material('排污许可证申请表', { source: '全国排污许可证管理信息平台填报', form: '电子材料', sample: ['行业类别：按《固定污染源排污许可分类管理名录》选择', '排放口：数量、位置、排放方式', '许可排放浓度和排放量：按排放标准和总量指标计算', '自行监测方案：监测点位、指标、频次'] }),
      material('自行监测方案', { form: '电子材料' }),
      material('守法承诺书', { form: '电子材料（电子签名）' }),
      material('环境影响评价审批文件或登记备案材料', { form: '复印件' }),
    ],
    steps: [
      { name: '平台填报', detail: '在全国排污许可证管理信息平台填报申请', days: null },
      { name: '审查', detail: '生态环境主管部门审查，必要时现场核查', days: 8 },
      { name: '核发', detail: '作出决定，核发排污许可证（有效期 5 年）', days: 2 },
    ],
    online: PERMIT,
    basis: ['《排污许可管理条例》', '《固定污染源排污许可分类管理名录》'],
  },
  {
    name: '人力资源服务许可',
    topic: 'license',
    department: 'hrss',
    kind: '行政许可',
    target: '从事职业中介活动的经营性人力资源服务机构',
    promisedDays: 5,
    legalDays: 20,
    visits: 0,
    fee: '不收费',
    conditions: ['有明确的章程和管理制度', '有开展业务必备的固定场所、办公设施', '有 5 名以上取得相应职业资格或具备相应专业知识的专职工作人员'],
    materials: () => [
      material('《人力资源服务许可申请表》', { source: '在线填写', form: '电子材料', sample: ['服务范围：为劳动者介绍用人单位；为用人单位推荐劳动者；组织开展现场招聘会', '专职工作人员：6 人', '服务场所：××区××路××号，面积 120 平方米'] }),
      LICENCE(),
      material('服务场所使用证明', { form: '复印件' }),
      material('管理制度文本', { form: '电子材料' }),
    ],
    steps: [
      { name: '申请', detail: '在线提交申请', days: null },
      { name: '审查', detail: '审查材料，必要时实地核查', days: 5 },
      { name: '发证', detail: '准予许可的核发《人力资源服务许可证》', days: null },
    ],
    online: ZJZWFW,
    basis: ['《人力资源市场暂行条例》第十八条', '《人力资源服务机构管理规定》'],
  },
  {
    name: '危险化学品经营许可（不带储存）',
    topic: 'license',
    department: 'emergency',
    kind: '行政许可',
    target: '从事危险化学品经营（不带储存设施）的企业',
    promisedDays: 10,
    legalDays: 30,
    visits: 1,
    fee: '不收费',
    conditions: ['经营场所、设施符合国家标准和行业标准', '主要负责人和安全生产管理人员经考核合格', '有健全的安全管理制度和事故应急救援预案'],
    materials: () => [
      material('《危险化学品经营许可证申请表》', { source: '在线填写', form: '电子材料', sample: ['经营方式：批发（不带储存）', '经营品种：按《危险化学品目录》列明品名', '安全管理人员：2 人，均持有安全生产知识和管理能力考核合格证'] }),
      material('主要负责人、安全生产管理人员考核合格证明', { form: '复印件' }),
      material('经营场所产权证明或租赁合同', { form: '复印件' }),
      material('安全生产管理制度和岗位操作规程', { form: '电子材料' }),
      material('事故应急救援预案', { form: '电子材料' }),
    ],
    steps: [
      { name: '申请', detail: '在线提交申请材料', days: null },
      { name: '审查与现场核查', detail: '审查材料，并由监管人员到经营场所现场核查', days: 8 },
      { name: '发证', detail: '准予许可的，主要负责人到窗口核验原件并领取《危险化学品经营许可证》（有效期 3 年；到现场 1 次）', days: 2 },
    ],
    online: ZJZWFW,
    basis: ['《危险化学品安全管理条例》第三十三条', '《危险化学品经营许可证管理办法》'],
  },

  // ---- 科技创新 ------------------------------------------------------------------------------------
  {
    name: '高新技术企业认定申请',
    topic: 'tech',
    department: 'science',
    kind: '行政确认',
    target: '在中国境内注册一年以上的居民企业',
    promisedDays: null,
    legalDays: null,
    visits: 0,
    fee: '不收费',
    conditions: [
      '企业申请认定时须注册成立一年以上',
      '通过自主研发、受让、受赠、并购等方式，获得对其主要产品（服务）在技术上发挥核心支持作用的知识产权的所有权',
      '对主要产品（服务）发挥核心支持作用的技术属于《国家重点支持的高新技术领域》规定的范围',
      '从事研发和相关技术创新活动的科技人员占企业当年职工总数的比例不低于 10%',
      '近三个会计年度研究开发费用总额占同期销售收入总额的比例符合要求（5000 万元以下 5%，5000 万元至 2 亿元 4%，2 亿元以上 3%）',
      '近一年高新技术产品（服务）收入占企业同期总收入的比例不低于 60%',
      '企业创新能力评价应达到相应要求',
      '企业申请认定前一年内未发生重大安全、重大质量事故或严重环境违法行为',
    ],
    materials: () => [
      material('《高新技术企业认定申请书》', { source: '认定管理工作网在线填写', form: '电子材料' }),
      material('知识产权相关材料', { form: '电子材料' }),
      material('近三个会计年度研究开发费用专项审计报告', { source: '符合条件的中介机构出具', form: '电子材料' }),
      material('近一个会计年度高新技术产品（服务）收入专项审计报告', { source: '符合条件的中介机构出具', form: '电子材料' }),
      material('近三个会计年度的财务会计报告', { form: '电子材料' }),
      material('科技人员情况说明材料', {
        form: '电子材料',
        sample: ['职工总数：120 人（含在职、兼职和临时聘用人员，后两类累计工作 183 天以上）', '科技人员：21 人，占 17.5%', '其中研究开发人员 15 人，技术支持人员 6 人'],
      }),
    ],
    steps: [
      { name: '自我评价', detail: '对照认定条件自我评价（可先用本门户的“高企评测”）', days: null },
      { name: '注册与填报', detail: '在高新技术企业认定管理工作网注册登记并填报申请', days: null },
      { name: '专家评审', detail: '认定机构组织专家评审（按年度批次）', days: null },
      { name: '公示与备案', detail: '认定结果公示 10 个工作日，无异议的备案、公告并颁发证书（有效期 3 年）', days: 10 },
    ],
    online: INNOCOM,
    basis: ['《高新技术企业认定管理办法》（国科发火〔2016〕32号）', '《高新技术企业认定管理工作指引》（国科发火〔2016〕195号）'],
  },
  {
    name: '科技型中小企业评价入库',
    topic: 'tech',
    department: 'science',
    kind: '公共服务',
    target: '在中国境内注册的居民企业',
    promisedDays: null,
    legalDays: null,
    visits: 0,
    fee: '不收费',
    conditions: ['职工总数不超过 500 人、年销售收入不超过 2 亿元、资产总额不超过 2 亿元', '企业提供的产品和服务不属于国家规定的禁止、限制和淘汰类', '近三年内未发生重大安全、重大质量事故和严重环境违法行为，未列入严重失信主体名单', '科技人员、研发投入、科技成果三类指标综合评价得分不低于 60 分，且科技人员指标得分不为 0（或满足直接入库条件）'],
    materials: () => [
      material('科技型中小企业信息表', {
        source: '服务平台在线填报',
        form: '电子材料',
        sample: ['科技人员数：21 人（占职工总数 17.5%）', '研发费用总额：436 万元（占销售收入 6.4%）', '知识产权：Ⅰ类 3 项、Ⅱ类 12 项'],
      }),
      material('上一年度汇算清缴的企业所得税年度纳税申报表', { form: '电子材料' }),
    ],
    steps: [
      { name: '自主评价', detail: '对照评价指标自主评价', days: null },
      { name: '在线填报', detail: '在科技型中小企业服务平台填报信息', days: null },
      { name: '审核与公示', detail: '省级科技管理部门组织审核，公示 10 个工作日', days: 10 },
      { name: '入库登记', detail: '无异议的入库并取得登记编号（当年有效）', days: null },
    ],
    online: TORCH,
    basis: ['《科技型中小企业评价办法》（国科发政〔2017〕115号）'],
  },
];

function placesFor(template: Template, city: City): GovPlace[] {
  const department = DEPARTMENTS[template.department];
  const own: GovPlace = { name: `${city.centre} ${department.window}`, address: city.address, hours: HOURS, phone: department.phone };
  if (template.local === 'none') return [own];
  const local: GovPlace =
    template.local === 'taxHalls'
      ? { name: `${city.name}各区、县（市）税务局办税服务厅`, address: '就近办理；各办税服务厅地址见电子税务局“办税地图”', hours: HOURS, phone: '12366' }
      : { name: `${city.name}各区、县（市）政务服务中心`, address: '就近办理；各中心地址见浙江政务服务网“办事大厅”', hours: HOURS, phone: '12345' };
  return [own, local];
}

export function composeGovServices(): NewGovService[] {
  const items: NewGovService[] = [];
  // City by city, so each city's guides read in topic order (开办 → 注销 → 税务 …) and ids follow.
  for (const city of GOV_CITIES) {
    for (const template of TEMPLATES) {
      items.push({
        name: template.name,
        topic: template.topic,
        departmentCode: template.department,
        department: DEPARTMENTS[template.department].name(city),
        regionCode: city.code,
        regionName: city.name,
        kind: template.kind,
        target: template.target,
        promisedDays: template.promisedDays,
        legalDays: template.legalDays,
        visits: template.visits,
        fee: template.fee,
        conditions: template.conditions,
        materials: template.materials(city),
        steps: template.steps,
        places: placesFor(template, city),
        ...template.online,
        basis: template.basis,
      });
    }
  }
  return items;
}

export const govServicesSeed: SeedModule = {
  name: 'gov-services',
  run: async ({ db }) => {
    for (const item of composeGovServices()) await insertGovService(db, item);
  },
};
