import { DAY_MS, addMs } from '../clock';
import type { Db } from '../db/database';
import { demandRegionName, insertDemandRecord, insertResponseRecord, markAccepted } from '../domain/market-demands';
import type { SeededDemand } from '../domain/market-demands';
import { regionLineage } from '../domain/regions';
import { findUserByPhone, findUserForLogin } from '../domain/users';
import { enterpriseName } from './enterprises';
import { mobile, personName } from './people';
import { isoDate } from './policies';
import type { Rng } from './prng';
import type { SeedModule } from './seed-module';
import type { PortalSchemas } from '@smes/contract-types';
import type { DemandStage } from '@smes/service-rules';
import { mapInOrder } from '../shared/in-order';

type DemandKind = PortalSchemas['DemandType'];

/** Demands from enterprises that have no account here (the market's public side). */
export const SEEDED_DEMAND_COUNT = 220;

/** What one kind of need looks like: its section of GB/T 4754, a title and a need sentence, and a budget (万元, null: 面议). */
type Subject = { type: DemandKind; industry: string; title: (rng: Rng) => string; need: (rng: Rng) => string; budget: [number, number] | null };

const SUBJECTS: readonly Subject[] = [
  // 采购
  { type: 'purchase', industry: 'C', title: (rng) => `采购五轴联动数控加工中心 ${rng.int(1, 4)} 台`, need: () => '设备用于航空结构件和精密模具加工，要求定位精度 0.008 mm 以内、重复定位精度 0.005 mm，含安装调试和操作人员培训。', budget: [80, 400] },
  { type: 'purchase', industry: 'C', title: (rng) => `采购伺服电机及驱动器 ${rng.int(5, 30) * 10} 套`, need: () => '用于装配线自动化改造，功率 0.4-3 kW，驱动器需支持 EtherCAT 总线，提供选型和调试支持。', budget: [10, 80] },
  { type: 'purchase', industry: 'C', title: (rng) => `采购阻燃改性 ABS 粒子 ${rng.int(2, 20) * 10} 吨`, need: () => '用于家电外壳注塑，阻燃等级 UL94 V-0，熔指和冲击强度需稳定，每批次随货提供检测报告。', budget: [15, 120] },
  { type: 'purchase', industry: 'F', title: (rng) => `采购研发用高性能笔记本电脑 ${rng.int(3, 12) * 10} 台`, need: () => '配置不低于 i7 同级处理器、32 GB 内存、1 TB 固态硬盘，整机三年上门保修，分两批到货。', budget: [20, 90] },
  { type: 'purchase', industry: 'C', title: (rng) => `采购弧焊机器人工作站 ${rng.int(2, 8)} 套`, need: () => '六轴机器人负载 10 kg 以上，配焊接电源、变位机和清枪站，交钥匙交付并保证节拍。', budget: [60, 300] },
  { type: 'purchase', industry: 'Q', title: () => '采购一次性医用耗材年度供货', need: (rng) => `年用量约 ${rng.int(20, 90)} 万支注射器和输液器，供应商须持有医疗器械经营许可证，实行两票制。`, budget: [30, 150] },
  { type: 'purchase', industry: 'A', title: (rng) => `采购有机肥及水溶肥 ${rng.int(5, 40) * 10} 吨`, need: () => '用于茶园和果园基地的春秋两季施肥，须提供肥料登记证和近一年的第三方检测报告。', budget: [10, 60] },
  { type: 'purchase', industry: 'D', title: (rng) => `厂房屋顶分布式光伏组件采购 ${rng.int(4, 30) * 100} kW`, need: () => '单晶 TOPCon 组件转换效率 22.5% 以上，含支架、逆变器和并网手续协助，质保不少于 12 年。', budget: [50, 400] },
  { type: 'purchase', industry: 'I', title: () => '采购私有云服务器及存储扩容', need: (rng) => `需 ${rng.int(4, 16)} 台双路服务器和 200 TB 分布式存储，要求完成国产操作系统和数据库适配。`, budget: [40, 200] },
  { type: 'purchase', industry: 'C', title: (rng) => `采购食品级不锈钢发酵罐 ${rng.int(2, 10)} 个`, need: () => '材质 316L，容积 10 立方米，带 CIP 清洗和温控夹套，须符合食品生产许可现场核查要求。', budget: [20, 100] },
  // 合作
  { type: 'cooperation', industry: 'C', title: () => '寻求新能源汽车电驱壳体联合开发伙伴', need: () => '我司具备 2000 吨以上压铸产能，寻求在电驱、电控结构件方面有设计能力的企业共同开发，联合争取整车厂定点。', budget: null },
  { type: 'cooperation', industry: 'M', title: () => '寻求高校或科研院所共建企业研究院', need: () => '围绕主营产品的材料与工艺方向共建研发平台，联合申报省级企业研究院，企业提供场地、设备和年度研发经费。', budget: [50, 200] },
  { type: 'cooperation', industry: 'F', title: () => '寻求跨境电商渠道合作伙伴', need: () => '自有家居小家电品牌，寻求熟悉亚马逊、TikTok Shop 运营的服务商或渠道商，按销售额分成。', budget: null },
  { type: 'cooperation', industry: 'G', title: () => '寻求长三角冷链仓配合作', need: (rng) => `生鲜产品日均发货约 ${rng.int(8, 40) * 100} 单，寻求具备冷库和干线冷链车队的合作方，全程温控可追溯。`, budget: null },
  { type: 'cooperation', industry: 'A', title: () => '寻求农产品深加工与品牌运营合作', need: (rng) => `自有杨梅、茶叶基地 ${rng.int(3, 20) * 100} 亩，寻求深加工、包装设计和线上品牌运营合作，收益共享。`, budget: null },
  { type: 'cooperation', industry: 'C', title: () => '寻求精密钣金产能合作', need: () => '订单旺季产能不足，寻求具备激光切割、数控折弯和喷涂能力的同行长期产能合作，按件结算。', budget: null },
  { type: 'cooperation', industry: 'R', title: () => '寻求非遗文创产品联合开发', need: () => '依托本地非遗技艺开发文创礼品，寻求设计工作室和渠道方共同开发，首批 20 个品类。', budget: [10, 50] },
  { type: 'cooperation', industry: 'L', title: () => '寻求东南亚市场代理商', need: () => '工业阀门产品计划进入越南、泰国市场，寻求有工程渠道资源的代理商，提供区域独家代理。', budget: null },
  // 外包
  { type: 'outsourcing', industry: 'I', title: () => 'ERP 与 MES 系统集成开发外包', need: () => '打通现有 ERP 与车间 MES，实现工单下达、报工、质检数据自动流转，并提供看板和两年运维。', budget: [30, 120] },
  { type: 'outsourcing', industry: 'I', title: () => '微信小程序商城开发外包', need: () => '需商品、订单、会员积分和分销功能，对接现有仓储系统，上线后提供一年维护。', budget: [5, 20] },
  { type: 'outsourcing', industry: 'L', title: () => '年度财务审计及研发费用专项审计外包', need: () => '用于高新技术企业认定和研发费用加计扣除申报，要求有同类审计经验的会计师事务所承接。', budget: [3, 15] },
  { type: 'outsourcing', industry: 'L', title: () => '知识产权管理体系贯标辅导外包', need: () => '按 GB/T 29490 建立知识产权管理体系并通过认证审核，辅导周期不超过 6 个月。', budget: [3, 10] },
  { type: 'outsourcing', industry: 'C', title: (rng) => `铝合金 CNC 零件外协加工（月均 ${rng.int(2, 20) * 500} 件）`, need: () => '材料 6061-T6，公差 ±0.02 mm，表面阳极氧化，需具备三坐标检测能力并提供出厂检验报告。', budget: [10, 60] },
  { type: 'outsourcing', industry: 'L', title: () => '企业宣传片及产品三维动画制作', need: () => '3 分钟企业宣传片和 5 个产品结构三维动画，用于展会和线上推广，含脚本策划。', budget: [5, 30] },
  { type: 'outsourcing', industry: 'N', title: () => '工业废水处理设施委托运维', need: () => '日处理量 300 吨的电镀废水处理站委托运维，出水稳定达到排放标准，配驻场人员。', budget: [20, 80] },
  { type: 'outsourcing', industry: 'E', title: () => '厂房屋面防水及钢结构加固工程', need: (rng) => `约 ${rng.int(3, 15) * 1000} 平方米厂房屋面翻新防水并加固钢结构，须具备相应施工资质，工期 60 天。`, budget: [30, 150] },
  { type: 'outsourcing', industry: 'O', title: () => '厂区保洁与绿化养护服务外包', need: () => '厂区约 5 万平方米，含办公楼保洁、食堂协助和绿化养护，服务期一年。', budget: [5, 30] },
  { type: 'outsourcing', industry: 'L', title: () => '技术工人招聘与劳务派遣服务', need: (rng) => `旺季需数控操作工、装配工约 ${rng.int(2, 12) * 10} 人，服务方负责招聘、培训和用工合规。`, budget: [10, 50] },
  // 技术需求
  { type: 'technology', industry: 'C', title: () => '征集注塑件表面缺陷视觉检测方案', need: () => '在线检测缩痕、飞边、银纹等缺陷，检出率 99% 以上、误判率低于 1%，节拍 2 秒/件。', budget: [20, 100] },
  { type: 'technology', industry: 'M', title: () => '征集锂电池极片涂布厚度在线测量技术', need: () => '测量精度 ±1 μm，幅宽 1.2 m，数据接入涂布机闭环控制。', budget: [50, 200] },
  { type: 'technology', industry: 'C', title: () => '征集高导热电子封装材料配方', need: () => '导热系数不低于 5 W/(m·K)，体积电阻率和粘接强度满足车规要求，可小批量试制验证。', budget: null },
  { type: 'technology', industry: 'I', title: () => '征集基于大模型的智能客服解决方案', need: () => '支持私有化部署，接入产品手册和售后工单知识库，首问解决率 70% 以上。', budget: [20, 80] },
  { type: 'technology', industry: 'N', title: () => '征集印染废水深度处理与回用技术', need: () => '回用率 60% 以上，吨水处理成本可控，需有中试或工程案例。', budget: [50, 300] },
  { type: 'technology', industry: 'A', title: () => '征集茶叶加工数字化控制技术', need: () => '实现杀青、揉捻、烘干温湿度的自动控制和批次数据追溯，适配现有加工设备。', budget: [10, 50] },
  { type: 'technology', industry: 'Q', title: () => '征集康复辅具结构优化设计', need: () => '对现有助行器和轮椅进行轻量化和人机工程优化，减重 15% 以上，协助完成注册检验。', budget: [10, 40] },
  { type: 'technology', industry: 'C', title: () => '征集伺服压装工艺数据采集与质量追溯技术', need: () => '采集压装力-位移曲线并自动判定，数据与产品条码绑定，接入工厂 MES。', budget: [20, 60] },
  { type: 'technology', industry: 'D', title: () => '征集工业园区微电网能量管理系统', need: () => '统筹光伏、储能和充电桩，实现峰谷调度和需量控制，年节约电费目标 10% 以上。', budget: [80, 300] },
  { type: 'technology', industry: 'C', title: () => '征集生物可降解材料改性技术', need: () => '提升 PBAT/PLA 共混材料的耐热性和韧性，满足餐具和快递袋的使用要求。', budget: null },
];

/**
 * What the publisher does, by section, with the word its name carries: a company named 医疗器械 does not say it
 * is mainly in 环保工程 (the first sentence of a description).
 */
export const TRADES: Record<string, readonly { word: string; business: string }[]> = {
  A: [{ word: '茶业', business: '茶叶种植与加工' }, { word: '农业开发', business: '果蔬种植与初加工' }],
  C: [
    { word: '精密机械', business: '精密机械零部件制造' },
    { word: '汽车零部件', business: '汽车零部件制造' },
    { word: '塑胶制品', business: '家电配件注塑' },
    { word: '智能装备', business: '智能装备制造' },
    { word: '新材料', business: '新材料研发与生产' },
  ],
  D: [{ word: '热电', business: '热电联产与能源服务' }],
  E: [{ word: '建设工程', business: '工业厂房建设与改造' }],
  F: [{ word: '进出口', business: '家居用品出口贸易' }, { word: '工贸', business: '工业品批发' }],
  G: [{ word: '供应链管理', business: '城市配送与仓储' }],
  I: [{ word: '软件', business: '工业软件开发' }, { word: '信息技术', business: '企业信息化服务' }],
  L: [{ word: '企业管理咨询', business: '企业管理咨询' }, { word: '会展服务', business: '会展与品牌服务' }],
  M: [{ word: '检测技术', business: '检验检测与技术研发' }],
  N: [{ word: '环保工程', business: '环保工程与运营' }],
  O: [{ word: '物业服务', business: '物业与后勤服务' }],
  Q: [{ word: '医疗器械', business: '医疗器械研发与生产' }, { word: '康复护理', business: '康复护理服务' }],
  R: [{ word: '文化创意', business: '文化创意设计' }],
};
const OTHER_TRADE = { word: '实业', business: '制造与服务' };

const TERMS: Record<DemandKind, readonly string[]> = {
  purchase: [
    '供应商须为一般纳税人，能开具 13% 增值税专用发票，并提供近三年同类供货业绩。',
    '报价请含运输、安装及一年质保，验收合格后 30 天内支付 90%，余款质保期满后支付。',
    '欢迎生产厂家直接报价，同等条件下优先考虑本地供应商。',
  ],
  cooperation: [
    '合作方式可为联合开发、技术入股或项目分成，具体可面谈。',
    '希望合作方有同类项目经验，双方先小批量试合作，再签订长期协议。',
    '可提供场地和部分前期投入，欢迎实地考察。',
  ],
  outsourcing: [
    '服务方须具备相关资质，提供近两年类似项目案例，按里程碑付款。',
    '请在方案中写明实施周期、人员配置和报价明细，优先考虑可驻场服务的单位。',
    '合同签订后需在 7 个工作日内启动，验收以双方确认的需求说明为准。',
  ],
  technology: [
    '可采用技术转让、委托开发或联合攻关方式，知识产权归属可协商。',
    '欢迎高校、科研院所和科技型企业揭榜，需先提交技术方案和已有成果说明。',
    '可配合申报科技计划项目，验证通过后有批量应用需求。',
  ],
};

const ASKS: Record<DemandKind, string> = {
  purchase: '产品型号、报价和交货期',
  cooperation: '合作设想和已有资源',
  outsourcing: '服务方案、周期和报价',
  technology: '技术路线、指标和已有案例',
};

const RESPONSES: Record<DemandKind, readonly string[]> = {
  purchase: [
    '我司为该类产品的生产厂家，可按贵司要求供货，近三年为长三角多家企业稳定供货，可先寄样测试。',
    '我们有现货库存，可在两周内分批到货，报价含运输和安装，详细清单可电话沟通。',
  ],
  cooperation: [
    '我们在该方向已有成熟团队和客户资源，希望与贵司进一步沟通合作模式，可安排实地拜访。',
    '双方业务互补，我司愿意先从一个试点项目开始合作，具体分成方式可面谈。',
  ],
  outsourcing: [
    '我司承接过多个同类项目，可提供案例和驻场团队，方案和报价明细附后，期待进一步沟通。',
    '我们有相关资质和本地服务团队，可在合同签订后一周内启动，按里程碑交付。',
  ],
  technology: [
    '我们团队在该技术方向有两项发明专利和中试成果，可提供技术方案并配合现场验证。',
    '我们已有类似场景的落地案例，指标可满足要求，愿意以联合攻关方式推进。',
  ],
};

/** Regions, weighted toward 浙江 as the seed's other areas are: districts of 杭州 and 宁波, other cities, and a few beyond. */
const REGION_CODES: readonly string[] = [
  '330102', '330105', '330106', '330108', '330109', '330110', '330113', '330114',
  '330203', '330205', '330206', '330212', '330281', '330282',
  '330302', '330304', '330402', '330502', '330602', '330603', '330702', '331002',
  '310000', '320100', '320200', '320400', '320500', '340100', '440300', '440100', '420100', '510100',
];

/** The accounts that answer seeded demands: the demo enterprises other than 13800138000, so it can answer any public one. */
const RESPONDER_LOGINS = ['13800138001', '13800138002', '13800138003', 'zhangsan'] as const;

function budgetOf(rng: Rng, range: [number, number] | null): { budgetMin: number | null; budgetMax: number | null } {
  if (range === null || rng.chance(0.12)) return { budgetMin: null, budgetMax: null };
  const [low, high] = range;
  const step = high >= 100 ? 10 : 1;
  const min = Math.round(rng.int(low, Math.round((low + high) / 2)) / step) * step;
  const max = Math.max(min + step, Math.round(rng.int(min, high) / step) * step);
  return { budgetMin: min, budgetMax: max };
}

async function cityOf(db: Db, code: string): Promise<string> {
  const lineage = await regionLineage(db, code);
  const city = lineage.find((item) => item.level === 'city') ?? lineage[0];
  return city?.name ?? '';
}

function stageFor(rng: Rng): DemandStage {
  const roll = rng.next();
  if (roll < 0.58) return 'open';
  if (roll < 0.72) return 'matching';
  if (roll < 0.84) return 'dealt';
  if (roll < 0.93) return 'closed';
  return 'pending';
}

type Account = { id: number; name: string };

async function account(db: Db, login: string): Promise<Account> {
  const user = (await findUserForLogin(db, login)) ?? (await findUserByPhone(db, login));
  if (!user) throw new Error(`market seed: no account ${login}`);
  return { id: user.id, name: user.enterpriseName ?? user.nickName };
}

async function addResponse(db: Db, rng: Rng, demandId: number, type: DemandKind, responder: Account, at: Date): Promise<number> {
  return await insertResponseRecord(db, {
      demandId,
      userId: responder.id,
      responderName: responder.name,
      message: rng.pick(RESPONSES[type]),
      contactName: personName(rng),
      contactPhone: mobile(rng),
      createdAt: at.toISOString(),
    });
}

async function seedPublicDemands(db: Db, rng: Rng, now: Date, responders: Account[]): Promise<void> {
  const today = isoDate(now);
  for (let index = 0; index < SEEDED_DEMAND_COUNT; index += 1) {
    // Every subject appears several times, in turn, so each type and section is covered.
    const subject = SUBJECTS[index % SUBJECTS.length] as Subject;
    const regionCode = rng.pick(REGION_CODES);
    const regionName = await demandRegionName(db, regionCode);
    const trade = rng.pick(TRADES[subject.industry] ?? [OTHER_TRADE]);
    const publisherName = enterpriseName(rng, await cityOf(db, regionCode), trade.word);
    const stage = stageFor(rng);
    const publishedDaysAgo = rng.int(1, 150);
    const published = addMs(now, -publishedDaysAgo * DAY_MS);
    const created = addMs(published, -rng.int(1, 3) * DAY_MS);
    // Open demands still run; finished ones may have passed their deadline.
    const deadline = stage === 'open' || stage === 'pending' ? addMs(now, rng.int(10, 150) * DAY_MS) : addMs(published, rng.int(30, 120) * DAY_MS);
    const description = [
      `${publisherName}位于${regionName}，主要从事${trade.business}。`,
      subject.need(rng),
      rng.pick(TERMS[subject.type]),
      `需求截止日期为 ${isoDate(deadline)}，有意向的单位请通过平台“我要对接”说明${ASKS[subject.type]}。`,
    ].join('');
    const demand: SeededDemand = {
      userId: null,
      publisherName,
      type: subject.type,
      title: subject.title(rng),
      description,
      ...budgetOf(rng, subject.budget),
      regionCode,
      regionName,
      industry: subject.industry,
      deadline: isoDate(deadline) < today && stage === 'open' ? today : isoDate(deadline),
      contactName: personName(rng),
      contactPhone: mobile(rng),
      stage,
      rejectReason: null,
      createdAt: created.toISOString(),
      submittedAt: created.toISOString(),
      publishedAt: stage === 'pending' ? null : published.toISOString(),
    };
    const id = await insertDemandRecord(db, demand);
    if (stage === 'pending') continue;
    // Matching and finished demands have the response the publisher accepted; open ones some unanswered ones.
    const answered = stage === 'open' ? (rng.chance(0.35) ? rng.int(1, 2) : 0) : rng.int(1, 3);
    const chosen = rng.shuffle(responders).slice(0, answered);
    const responseIds = await mapInOrder(chosen, async (responder, order) =>
          await addResponse(db, rng, id, subject.type, responder, addMs(published, (order + 1) * rng.int(1, 4) * DAY_MS)));
    const acceptedId = responseIds[0];
    if (stage !== 'open' && acceptedId !== undefined && (stage !== 'closed' || rng.chance(0.5))) await markAccepted(db, id, acceptedId);
  }
}

type OwnDemand = Omit<SeededDemand, 'userId' | 'publisherName' | 'regionName' | 'createdAt' | 'submittedAt' | 'publishedAt'> & {
  daysAgo: number;
  responders: string[];
  accept: boolean;
};

/**
 * The demo enterprises' own demands, one in every stage, so 个人中心 › 需求 shows drafts, the review states
 * and responses to accept. 13800138001 (宁波海曙精密) publishes; 13800138000 keeps one draft of its own.
 */
function ownDemands(today: (days: number) => string): Record<string, OwnDemand[]> {
  const base = { contactName: '陈建华', contactPhone: '13800138001', rejectReason: null } as const;
  return {
    '13800138001': [
      { ...base, type: 'purchase', title: '采购数控车床用液压卡盘 40 套', industry: 'C', regionCode: '330203', budgetMin: 12, budgetMax: 20, deadline: today(45), stage: 'open', daysAgo: 6, responders: ['13800138002', '13800138003'], accept: false,
        description: '宁波海曙精密机械有限公司主要从事精密轴类零件加工。现有数控车床更新液压卡盘，规格 8 寸中空，夹持精度 0.01 mm 以内，需提供安装指导和一年质保，欢迎厂家直接报价。' },
      { ...base, type: 'technology', title: '征集轴类零件在线尺寸检测方案', industry: 'C', regionCode: '330203', budgetMin: 30, budgetMax: 60, deadline: today(80), stage: 'matching', daysAgo: 25, responders: ['13800138003', 'zhangsan'], accept: true,
        description: '车间月产轴类零件约 8 万件，希望在磨削工序后在线检测外径、圆度和跳动，测量精度 2 μm，检测结果接入现有 MES，可先在一条产线试点。' },
      { ...base, type: 'outsourcing', title: '企业官网改版及英文站建设', industry: 'I', regionCode: '330203', budgetMin: 3, budgetMax: 8, deadline: today(30), stage: 'draft', daysAgo: 1, responders: [], accept: false,
        description: '现有官网建于 2016 年，需改版为响应式网站并新增英文站，包含产品中心、案例和询盘表单，提供一年维护与安全加固。' },
      { ...base, type: 'cooperation', title: '寻求机器人关节减速器零件配套合作', industry: 'C', regionCode: '330203', budgetMin: null, budgetMax: null, deadline: today(60), stage: 'rejected', daysAgo: 9, responders: [], accept: false,
        rejectReason: '需求描述中未说明合作方式和对合作方的要求，请补充后重新提交。',
        description: '我司有精密磨削和热处理能力，希望为机器人减速器企业配套加工零件。' },
      { ...base, type: 'purchase', title: '采购车间 LED 照明灯具 300 套', industry: 'C', regionCode: '330203', budgetMin: 8, budgetMax: 12, deadline: today(20), stage: 'pending', daysAgo: 2, responders: [], accept: false,
        description: '厂房节能改造，替换现有金卤灯为 150 W 工矿 LED 灯具，光效 150 lm/W 以上，质保五年，含拆旧和安装。' },
    ],
    '13800138000': [
      { ...base, contactName: '周思远', contactPhone: '13800138000', type: 'technology', title: '征集产线数字孪生建模技术服务', industry: 'I', regionCode: '330110', budgetMin: 20, budgetMax: 50, deadline: today(90), stage: 'draft', daysAgo: 3, responders: [], accept: false,
        description: '为两条装配线建立数字孪生模型，实现节拍仿真和瓶颈分析，需与现有 PLC 和 MES 数据对接，交付模型和操作培训。' },
    ],
  };
}

async function seedOwnDemands(db: Db, rng: Rng, now: Date): Promise<void> {
  const today = (days: number) => isoDate(addMs(now, days * DAY_MS));
  for (const [login, demands] of Object.entries(ownDemands(today))) {
    const publisher = await account(db, login);
    for (const { daysAgo, responders, accept, ...demand } of demands) {
      const created = addMs(now, -daysAgo * DAY_MS);
      const isPublic = demand.stage === 'open' || demand.stage === 'matching';
      const id = await insertDemandRecord(db, {
              ...demand,
              userId: publisher.id,
              publisherName: publisher.name,
              regionName: await demandRegionName(db, demand.regionCode),
              createdAt: created.toISOString(),
              submittedAt: demand.stage === 'draft' ? null : created.toISOString(),
              publishedAt: isPublic ? addMs(created, DAY_MS).toISOString() : null,
            });
      const responseIds = await mapInOrder(responders, async (responder, order) => await addResponse(db, rng, id, demand.type, await account(db, responder), addMs(created, (order + 2) * DAY_MS)));
      const acceptedId = responseIds[0];
      if (accept && acceptedId !== undefined) await markAccepted(db, id, acceptedId);
    }
  }
}

export const marketDemandsSeed: SeedModule = {
  name: 'market-demands',
  async run({ db, rng, now }) {
    await seedOwnDemands(db, rng, now);
    await seedPublicDemands(db, rng, now, await mapInOrder(RESPONDER_LOGINS, async (login) => await account(db, login)));
  },
};
