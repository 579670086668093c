import { DAY_MS, addMs } from '../clock';
import { insertChain, insertOpportunity } from '../domain/industry-chains';
import type { NewChain } from '../domain/industry-chains';
import { isoDate } from './policies';
import type { SeedModule } from './seed-module';
import { forEachInOrder } from '../shared/in-order';

/**
 * 链主合作平台: industry chains of the regions the seed serves, each with its 链主 (the large enterprises that
 * lead it), three segments with the 行业门类 and typical products a supplier of each has, and the supply and
 * demand the leaders open to SMEs. The leaders are invented names in the style of their regions' real ones.
 */
type ChainSeed = NewChain & { opportunities: { segment: number; kind: 'demand' | 'supply'; title: string; detail: string; days: number }[] };

export const CHAINS: readonly ChainSeed[] = [
  {
    name: '新能源汽车',
    intro: '以整车企业为链主，带动动力电池、电驱电控、热管理和充换电配套企业协同发展。',
    regionName: '浙江省杭州市、宁波市',
    localSupplyRate: 62,
    supplierSmes: 430,
    segments: [
      { stage: 'upstream', name: '动力电池与材料', industries: ['C'], keywords: ['动力电池', '正极材料', '电解液', '隔膜', '电池管理系统'] },
      { stage: 'midstream', name: '电驱电控与零部件', industries: ['C'], keywords: ['驱动电机', '电机控制器', '汽车线束', '热管理', '汽车零部件'] },
      { stage: 'downstream', name: '整车、充换电与车联网', industries: ['C', 'I', 'D'], keywords: ['充电桩', '换电', '车联网', '整车'] },
    ],
    leaders: [
      { name: '浙江远驰新能源汽车有限公司', regionName: '浙江省杭州市钱塘区', stage: 'downstream', intro: '纯电与插混乘用车整车制造，年产能 30 万辆，本地一级供应商 120 余家。' },
      { name: '宁波甬能动力电池有限公司', regionName: '浙江省宁波市北仑区', stage: 'upstream', intro: '磷酸铁锂与三元动力电池系统，配套多家整车企业。' },
    ],
    opportunities: [
      { segment: 1, kind: 'demand', title: '新一代电驱总成用电机控制器联合开发', detail: '面向 800V 平台，寻求具备 SiC 控制器开发经验的中小企业联合开发，首批需求 2 万套。', days: 45 },
      { segment: 1, kind: 'demand', title: '新能源汽车高压线束二供招募', detail: '需具备 IATF 16949 体系认证，年需求约 15 万套，优先长三角企业。', days: 30 },
      { segment: 0, kind: 'demand', title: '电池包液冷板及热管理部件采购', detail: '铝制液冷板、导热垫片等，要求提供热仿真报告，年需求约 8 万套。', days: 60 },
      { segment: 0, kind: 'supply', title: '电芯安全测试实验室向配套企业开放', detail: '针刺、挤压、热失控等安全测试设备按机时开放，配套企业享受成本价。', days: 90 },
      { segment: 2, kind: 'demand', title: '园区换电站运营服务合作伙伴征集', detail: '征集换电站建设与运维服务商，首期 20 座，合作期 5 年。', days: 40 },
      { segment: 2, kind: 'supply', title: '整车 OTA 与车联网开放平台接入', detail: '开放车联网平台接口，欢迎车载应用与数据服务企业接入测试。', days: -5 },
    ],
  },
  {
    name: '集成电路',
    intro: '以晶圆制造和封测龙头为链主，打通材料、设备、设计、制造、封测各环节的本地配套。',
    regionName: '江苏省无锡市、上海市',
    localSupplyRate: 41,
    supplierSmes: 260,
    segments: [
      { stage: 'upstream', name: '半导体材料与设备', industries: ['C'], keywords: ['硅片', '光刻胶', '电子特气', '刻蚀设备', '靶材'] },
      { stage: 'midstream', name: '芯片设计与晶圆制造', industries: ['I', 'C'], keywords: ['芯片设计', '晶圆', 'EDA', '模拟芯片', 'MCU'] },
      { stage: 'downstream', name: '封装测试与应用', industries: ['C'], keywords: ['封装测试', '功率器件', '传感器', '射频芯片'] },
    ],
    leaders: [
      { name: '无锡华芯集成电路制造有限公司', regionName: '江苏省无锡市', stage: 'midstream', intro: '12 英寸特色工艺晶圆代工，月产能 8 万片。' },
      { name: '江苏长晟微电子封测股份有限公司', regionName: '江苏省无锡市', stage: 'downstream', intro: '先进封装与测试，提供 SiP、倒装与晶圆级封装。' },
    ],
    opportunities: [
      { segment: 0, kind: 'demand', title: '12 英寸晶圆厂电子特气国产化验证', detail: '寻求高纯三氟化氮、六氟化钨供应商参与验证，验证周期约 6 个月。', days: 75 },
      { segment: 0, kind: 'demand', title: 'KrF 光刻胶替代导入合作', detail: '提供工艺窗口与测试晶圆，联合推进国产光刻胶导入。', days: 50 },
      { segment: 1, kind: 'supply', title: 'MPW 多项目晶圆流片服务（中小企业专场）', detail: '每季度一次 MPW 班车，中小设计企业流片费用最高减免 50%。', days: 35 },
      { segment: 2, kind: 'demand', title: '车规级功率器件封装测试产能合作', detail: '需具备 AEC-Q101 认证经验，年需求约 3000 万颗。', days: 55 },
      { segment: 2, kind: 'supply', title: '可靠性实验室开放共享', detail: '高低温循环、HAST 等可靠性试验设备按周开放预约。', days: 120 },
    ],
  },
  {
    name: '生物医药',
    intro: '以创新药与医疗器械龙头为链主，带动原料、研发外包、生产与流通的中小企业。',
    regionName: '江苏省苏州市、浙江省杭州市',
    localSupplyRate: 48,
    supplierSmes: 310,
    segments: [
      { stage: 'upstream', name: '原料药、试剂与耗材', industries: ['C'], keywords: ['原料药', '试剂', '培养基', '生物酶', '耗材'] },
      { stage: 'midstream', name: '研发外包与药品制造', industries: ['M', 'C'], keywords: ['CRO', '临床前研究', '制剂', '抗体', '疫苗'] },
      { stage: 'downstream', name: '医疗器械与流通服务', industries: ['C', 'F'], keywords: ['体外诊断', '医疗器械', '医用影像', '医药流通'] },
    ],
    leaders: [
      { name: '苏州博瑞生物医药股份有限公司', regionName: '江苏省苏州市', stage: 'midstream', intro: '抗体药物与生物类似药研发生产，在研管线 20 余个。' },
      { name: '杭州康联医疗器械集团有限公司', regionName: '浙江省杭州市滨江区', stage: 'downstream', intro: '体外诊断与医学影像设备，产品覆盖 3000 余家医院。' },
    ],
    opportunities: [
      { segment: 0, kind: 'demand', title: '无血清细胞培养基国产替代采购', detail: '用于 CHO 细胞抗体表达，需提供批间一致性数据，年需求约 20 吨。', days: 60 },
      { segment: 1, kind: 'demand', title: '临床前药效与药代研究外包', detail: '寻求具备 GLP 资质的 CRO 承接 3 个候选分子的临床前研究。', days: 42 },
      { segment: 2, kind: 'demand', title: '化学发光试剂原料合作开发', detail: '抗原抗体原料联合开发，优先具备 ISO 13485 体系的企业。', days: 70 },
      { segment: 1, kind: 'supply', title: 'GMP 中试车间开放共享', detail: '2000L 生物反应器中试线按批次开放，适合早期项目放大。', days: 100 },
    ],
  },
  {
    name: '智能制造装备',
    intro: '以机器人与智能产线整机企业为链主，带动核心零部件、视觉检测与工业软件配套。',
    regionName: '浙江省杭州市',
    localSupplyRate: 57,
    supplierSmes: 380,
    segments: [
      { stage: 'upstream', name: '核心零部件', industries: ['C'], keywords: ['伺服电机', '减速器', '运动控制器', '传感器', '轴承'] },
      { stage: 'midstream', name: '整机与智能装备', industries: ['C'], keywords: ['工业机器人', '视觉检测', '数控机床', '智能产线', '检测设备'] },
      { stage: 'downstream', name: '系统集成与工业软件', industries: ['I', 'C'], keywords: ['产线控制软件', 'MES', '工业互联网', '系统集成', '控制软件'] },
    ],
    leaders: [
      { name: '杭州钱江智能装备集团有限公司', regionName: '浙江省杭州市萧山区', stage: 'midstream', intro: '工业机器人与柔性产线整机，年装机量 1.2 万台。' },
      { name: '浙江中控工业互联网有限公司', regionName: '浙江省杭州市滨江区', stage: 'downstream', intro: '流程工业控制系统与工业互联网平台，服务 1.5 万家工厂。' },
    ],
    opportunities: [
      { segment: 1, kind: 'demand', title: '机器人工作站视觉检测模块配套', detail: '用于焊缝与外观缺陷检测，要求检测节拍不高于 1.5 秒，年需求约 800 套。', days: 38 },
      { segment: 0, kind: 'demand', title: '协作机器人关节减速器二供招募', detail: '谐波减速器，寿命不低于 1 万小时，年需求约 2 万台。', days: 52 },
      { segment: 2, kind: 'demand', title: '离散制造 MES 二次开发服务', detail: '为下游客户产线部署 MES，寻求有汽车零部件行业经验的实施伙伴。', days: 28 },
      { segment: 2, kind: 'supply', title: '工业互联网平台开放接入', detail: '开放设备接入与数据建模能力，中小企业接入首年免费。', days: 150 },
      { segment: 1, kind: 'supply', title: '智能产线验证中心开放', detail: '提供整线联调场地与示范客户现场，配套企业可预约验证。', days: 64 },
    ],
  },
  {
    name: '数字安防',
    intro: '以视频物联网龙头为链主，带动光学、芯片、终端与平台软件企业。',
    regionName: '浙江省杭州市',
    localSupplyRate: 66,
    supplierSmes: 350,
    segments: [
      { stage: 'upstream', name: '芯片、光学与传感', industries: ['C', 'I'], keywords: ['图像传感器', '光学镜头', '芯片', '红外'] },
      { stage: 'midstream', name: '智能终端制造', industries: ['C'], keywords: ['摄像机', '门禁', '录像设备', '智能终端'] },
      { stage: 'downstream', name: '平台软件与解决方案', industries: ['I'], keywords: ['视频云', '平台软件', '智慧城市', '数据中台'] },
    ],
    leaders: [
      { name: '杭州海视智能科技股份有限公司', regionName: '浙江省杭州市滨江区', stage: 'midstream', intro: '视频物联网产品与解决方案，产品远销 150 余个国家和地区。' },
      { name: '浙江大立视觉技术有限公司', regionName: '浙江省杭州市滨江区', stage: 'upstream', intro: '红外热成像与光学镜头研发制造。' },
    ],
    opportunities: [
      { segment: 0, kind: 'demand', title: '车载摄像头光学镜头联合开发', detail: '8M 像素车规镜头，寻求具备非球面镜片加工能力的企业。', days: 47 },
      { segment: 2, kind: 'demand', title: '县域智慧城市平台实施伙伴', detail: '平台部署与本地化运维，覆盖浙江 10 个县（市）。', days: 33 },
      { segment: 1, kind: 'supply', title: '智能终端 EMC 检测实验室开放', detail: '3 米法电波暗室按半天预约，配套企业九折。', days: 80 },
    ],
  },
  {
    name: '新材料',
    intro: '以化工与磁性材料龙头为链主，带动先进高分子、碳纤维和稀土功能材料企业。',
    regionName: '浙江省宁波市',
    localSupplyRate: 53,
    supplierSmes: 240,
    segments: [
      { stage: 'upstream', name: '基础化工原料', industries: ['C', 'B'], keywords: ['树脂', '单体', '稀土', '助剂'] },
      { stage: 'midstream', name: '先进功能材料', industries: ['C'], keywords: ['碳纤维', '磁性材料', '永磁', '高分子', '功能膜', '电子陶瓷'] },
      { stage: 'downstream', name: '材料应用部件', industries: ['C'], keywords: ['复合材料', '磁组件', '结构件'] },
    ],
    leaders: [
      { name: '宁波镇海石化新材料有限公司', regionName: '浙江省宁波市镇海区', stage: 'upstream', intro: '炼化一体化与高端聚烯烃，年产特种树脂 60 万吨。' },
      { name: '宁波韵升磁材科技有限公司', regionName: '浙江省宁波市鄞州区', stage: 'midstream', intro: '烧结钕铁硼永磁材料，配套新能源汽车与风电。' },
    ],
    opportunities: [
      { segment: 2, kind: 'demand', title: '碳纤维复合材料结构件试制', detail: '用于轻量化车身部件，首批 500 件，需具备热压罐成型能力。', days: 58 },
      { segment: 1, kind: 'supply', title: '新材料中试基地入驻招募', detail: '提供中试厂房与公用工程，入驻企业享受三年租金减免。', days: 95 },
      { segment: 0, kind: 'demand', title: '聚烯烃专用助剂联合研发', detail: '抗氧剂、成核剂国产化联合研发，共享评价数据。', days: -10 },
    ],
  },
  {
    name: '光伏与储能',
    intro: '以光伏组件和储能系统龙头为链主，带动辅材、逆变器与电站运维企业。',
    regionName: '江苏省常州市、安徽省合肥市',
    localSupplyRate: 58,
    supplierSmes: 290,
    segments: [
      { stage: 'upstream', name: '硅料与辅材', industries: ['C'], keywords: ['硅料', '光伏胶膜', '光伏玻璃', '银浆'] },
      { stage: 'midstream', name: '电池片与组件', industries: ['C'], keywords: ['光伏电池片', '光伏组件', '逆变器'] },
      { stage: 'downstream', name: '储能与电站服务', industries: ['D', 'C'], keywords: ['储能系统', '储能电池', '电站运维', '综合能源'] },
    ],
    leaders: [
      { name: '常州天合光能科技有限公司', regionName: '江苏省常州市', stage: 'midstream', intro: '高效光伏组件制造，年出货量 60GW。' },
      { name: '合肥阳光储能技术有限公司', regionName: '安徽省合肥市', stage: 'downstream', intro: '光伏逆变器与储能系统集成。' },
    ],
    opportunities: [
      { segment: 0, kind: 'demand', title: 'POE 光伏胶膜二供导入', detail: '用于 TOPCon 双玻组件，年需求约 6000 万平方米。', days: 44 },
      { segment: 2, kind: 'demand', title: '工商业储能项目 EPC 合作伙伴', detail: '长三角工商业储能项目，单体 1—5MWh，寻求 EPC 与运维伙伴。', days: 36 },
      { segment: 2, kind: 'supply', title: '储能电芯检测平台开放', detail: '循环寿命与安全测试开放预约，配套企业优先排期。', days: 85 },
    ],
  },
  {
    name: '智能家电',
    intro: '以家电整机龙头为链主，带动压缩机、电控、模具与工业设计企业。',
    regionName: '广东省佛山市、浙江省宁波市',
    localSupplyRate: 71,
    supplierSmes: 520,
    segments: [
      { stage: 'upstream', name: '核心部件', industries: ['C'], keywords: ['压缩机', '电机', '控制板', '精密模具'] },
      { stage: 'midstream', name: '整机制造', industries: ['C'], keywords: ['小家电', '空调', '冰箱', '厨电'] },
      { stage: 'downstream', name: '渠道与售后服务', industries: ['F', 'O'], keywords: ['电商运营', '安装维修', '以旧换新'] },
    ],
    leaders: [
      { name: '佛山美家电器集团有限公司', regionName: '广东省佛山市', stage: 'midstream', intro: '空调、冰箱与厨房电器整机制造，本地配套率超七成。' },
      { name: '宁波奥克斯智能家电有限公司', regionName: '浙江省宁波市鄞州区', stage: 'midstream', intro: '空调与小家电整机，出口 100 余个国家。' },
    ],
    opportunities: [
      { segment: 0, kind: 'demand', title: '变频控制板年度招标', detail: '空调变频控制板，年需求约 120 万片，需通过 CQC 认证。', days: 26 },
      { segment: 0, kind: 'demand', title: '小家电精密注塑模具开发', detail: '寻求具备热流道模具开发能力的企业，首批 30 套。', days: 48 },
      { segment: 2, kind: 'supply', title: '以旧换新回收服务网点共建', detail: '开放以旧换新订单，与县域维修服务商共建回收网点。', days: 66 },
    ],
  },
  {
    name: '现代纺织',
    intro: '以印染与品牌服装龙头为链主，带动化纤、面料与数字化设计企业。',
    regionName: '浙江省绍兴市柯桥区',
    localSupplyRate: 74,
    supplierSmes: 610,
    segments: [
      { stage: 'upstream', name: '化纤原料', industries: ['C'], keywords: ['化纤', '涤纶', '锦纶', '再生纤维'] },
      { stage: 'midstream', name: '织造与印染', industries: ['C'], keywords: ['面料', '印染', '数码印花', '功能性面料'] },
      { stage: 'downstream', name: '品牌服装与贸易', industries: ['C', 'F'], keywords: ['服装', '家纺', '外贸'] },
    ],
    leaders: [
      { name: '绍兴柯桥华纺印染集团有限公司', regionName: '浙江省绍兴市柯桥区', stage: 'midstream', intro: '高端面料印染，年加工能力 8 亿米。' },
    ],
    opportunities: [
      { segment: 1, kind: 'demand', title: '功能性面料联合开发', detail: '防水透湿与抗菌面料联合开发，面向户外品牌客户。', days: 32 },
      { segment: 0, kind: 'demand', title: '再生涤纶长丝采购', detail: '需提供 GRS 认证，月需求约 500 吨。', days: 54 },
      { segment: 1, kind: 'supply', title: '印染废水集中处理能力开放', detail: '园区集中处理设施向中小印染企业开放，按量计费。', days: 110 },
    ],
  },
  {
    name: '工业互联网与软件',
    intro: '以工业互联网平台企业为链主，带动工业软件、数据服务与系统集成企业。',
    regionName: '浙江省杭州市',
    localSupplyRate: 45,
    supplierSmes: 330,
    segments: [
      { stage: 'upstream', name: '基础软件与数据', industries: ['I'], keywords: ['数据库', '操作系统', '数据中台', '云计算'] },
      { stage: 'midstream', name: '工业软件', industries: ['I'], keywords: ['MES', '产线控制软件', '控制软件', 'PLM', '工业 APP'] },
      { stage: 'downstream', name: '行业解决方案', industries: ['I', 'M'], keywords: ['系统集成', '数字化改造', '工业互联网平台'] },
    ],
    leaders: [
      { name: '杭州云联工业互联网有限公司', regionName: '浙江省杭州市余杭区', stage: 'downstream', intro: '国家级跨行业跨领域工业互联网平台，连接设备 120 万台。' },
      { name: '浙江数智软件股份有限公司', regionName: '浙江省杭州市西湖区', stage: 'midstream', intro: '工业软件与数字化车间解决方案。' },
    ],
    opportunities: [
      { segment: 1, kind: 'demand', title: '中小企业数字化改造工业 APP 征集', detail: '面向纺织、汽配行业的轻量化工业 APP，入选产品纳入平台推荐目录。', days: 41 },
      { segment: 2, kind: 'demand', title: '数字化改造试点项目实施服务商', detail: '承接 50 家中小企业数字化改造实施，按项目验收付款。', days: 29 },
      { segment: 0, kind: 'supply', title: '平台算力与数据开发工具免费试用', detail: '中小软件企业可申请一年免费算力与开发工具。', days: 130 },
    ],
  },
];

export const CHAIN_COUNT = CHAINS.length;

export const industryChainsSeed: SeedModule = {
  name: 'industry-chains',
  async run({ db, now }) {
    for (const { opportunities, ...chain } of CHAINS) {
      const { id, segmentIds } = await insertChain(db, chain);
      const publishers = chain.leaders.map((leader) => leader.name);
      await forEachInOrder(opportunities, async (item, index) => {
              const segmentId = segmentIds[item.segment];
              if (segmentId === undefined) throw new Error(`${chain.name}: no segment ${item.segment}`);
              await insertOpportunity(db, id, segmentId, {
                        kind: item.kind,
                        title: item.title,
                        detail: item.detail,
                        publisher: publishers[index % publishers.length] ?? chain.name,
                        regionName: chain.regionName,
                        deadline: isoDate(addMs(now, item.days * DAY_MS)),
                      });
            });
    }
  },
};
